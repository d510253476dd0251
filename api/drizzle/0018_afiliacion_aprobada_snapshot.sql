ALTER TABLE "afiliaciones" ADD COLUMN "nombre_aprobado" text;--> statement-breakpoint
ALTER TABLE "afiliaciones" ADD COLUMN "imagen_aprobada" text;--> statement-breakpoint
-- Cards approved before this migration vouch for the name and photo their members have now.
UPDATE "afiliaciones" SET "nombre_aprobado" = "users"."nombre", "imagen_aprobada" = "users"."imagen" FROM "users" WHERE "users"."id" = "afiliaciones"."user_id" AND "afiliaciones"."estado" = 'aprobada';
