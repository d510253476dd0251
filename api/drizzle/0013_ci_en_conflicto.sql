DROP INDEX "afiliaciones_ci_activa_unique";--> statement-breakpoint
ALTER TABLE "afiliaciones" ADD COLUMN "ci_en_conflicto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "afiliaciones_ci_aprobada_unique" ON "afiliaciones" USING btree ("ci_indice") WHERE "afiliaciones"."estado" = 'aprobada';