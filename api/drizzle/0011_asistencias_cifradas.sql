DROP INDEX "asistencias_ci_trgm_idx";--> statement-breakpoint
ALTER TABLE "asistencias" ALTER COLUMN "ci" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "asistencias" ALTER COLUMN "celular" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "asistencias" ADD COLUMN "ci_indice" text;--> statement-breakpoint
CREATE INDEX "asistencias_ci_indice_idx" ON "asistencias" USING btree ("ci_indice");--> statement-breakpoint
-- A CI or celular not given (a check-in from the sign-ups stored '') is now null: nothing to encrypt. The
-- values stored in clear are encrypted, and ci_indice filled, at start (`prepareEncryptedData`).
UPDATE "asistencias" SET "ci" = NULLIF(btrim("ci"), ''), "celular" = NULLIF(btrim("celular"), '') WHERE btrim("ci") = '' OR btrim("celular") = '';
