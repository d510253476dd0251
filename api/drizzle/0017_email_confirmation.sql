CREATE TABLE "email_confirmation_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terminos_aceptados_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmation_tokens_hash_unique" ON "email_confirmation_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_user_idx" ON "email_confirmation_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
-- Accounts made before confirmation existed keep taking part: their address counts as confirmed from their creation (docs/spec-notes.md §3).
UPDATE "users" SET "email_confirmado_en" = "creado_en";
