CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "asistencias_nombre_completo_trgm_idx" ON "asistencias" USING gin ("nombre_completo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asistencias_titulo_evento_trgm_idx" ON "asistencias" USING gin ("titulo_evento" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asistencias_ci_trgm_idx" ON "asistencias" USING gin ("ci" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asistencias_colegio_trgm_idx" ON "asistencias" USING gin ("colegio" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "asistencias_distrito_trgm_idx" ON "asistencias" USING gin ("distrito" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nombre_trgm_idx" ON "users" USING gin ("nombre" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);