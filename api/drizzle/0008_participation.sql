CREATE TYPE "public"."motivo_reporte" AS ENUM('Spam', 'Ofensivo', 'Fuera de tema');--> statement-breakpoint
CREATE TABLE "inscripciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"evento_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reportes" (
	"id" serial PRIMARY KEY NOT NULL,
	"comentario_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"motivo" "motivo_reporte" NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "asistencias" ALTER COLUMN "edad" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "asistencias" ADD COLUMN "evento_id" integer;--> statement-breakpoint
ALTER TABLE "asistencias" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "comentarios" ADD COLUMN "oculto_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comentarios" ADD COLUMN "revisado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "encuestas" ADD COLUMN "cierra_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eventos" ADD COLUMN "cupo" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bloqueado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripciones" ADD CONSTRAINT "inscripciones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes" ADD CONSTRAINT "reportes_comentario_id_comentarios_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."comentarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reportes" ADD CONSTRAINT "reportes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inscripciones_evento_user_unique" ON "inscripciones" USING btree ("evento_id","user_id");--> statement-breakpoint
CREATE INDEX "inscripciones_user_id_idx" ON "inscripciones" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reportes_comentario_user_unique" ON "reportes" USING btree ("comentario_id","user_id");--> statement-breakpoint
CREATE INDEX "reportes_user_id_idx" ON "reportes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_evento_id_eventos_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."eventos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asistencias_evento_user_unique" ON "asistencias" USING btree ("evento_id","user_id");--> statement-breakpoint
CREATE INDEX "asistencias_user_id_idx" ON "asistencias" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comentarios_oculto_en_idx" ON "comentarios" USING btree ("oculto_en");--> statement-breakpoint
ALTER TABLE "eventos" ADD CONSTRAINT "eventos_cupo_positive" CHECK ("eventos"."cupo" IS NULL OR "eventos"."cupo" > 0);