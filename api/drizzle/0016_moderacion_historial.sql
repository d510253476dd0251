ALTER TABLE "comentarios" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "comentarios" ADD COLUMN "decidido_por" integer;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_decidido_por_users_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentarios_revisado_en_idx" ON "comentarios" USING btree ("revisado_en");--> statement-breakpoint
-- Comments restored before decisions were recorded: restored, by an admin no longer known.
UPDATE "comentarios" SET "decision" = 'restaurado' WHERE "revisado_en" IS NOT NULL;
