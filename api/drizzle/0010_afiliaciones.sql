CREATE TYPE "public"."afiliacion_estado" AS ENUM('pendiente', 'aprobada', 'rechazada', 'revocada');--> statement-breakpoint
CREATE SEQUENCE "public"."afiliacion_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "afiliaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"estado" "afiliacion_estado" DEFAULT 'pendiente' NOT NULL,
	"ci" text,
	"ci_indice" text,
	"fecha_nacimiento" text,
	"celular" text,
	"departamento" text NOT NULL,
	"institucion" text,
	"consentimiento_en" timestamp with time zone NOT NULL,
	"motivo" text,
	"numero" text,
	"codigo" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"revisado_en" timestamp with time zone,
	"aprobada_en" timestamp with time zone,
	"revisor_id" integer,
	CONSTRAINT "afiliaciones_sin_titular_sin_datos" CHECK ("afiliaciones"."user_id" is not null or ("afiliaciones"."ci" is null and "afiliaciones"."ci_indice" is null and "afiliaciones"."fecha_nacimiento" is null and "afiliaciones"."celular" is null)),
	CONSTRAINT "afiliaciones_aprobada_con_numero" CHECK ("afiliaciones"."estado" <> 'aprobada' or ("afiliaciones"."numero" is not null and "afiliaciones"."codigo" is not null))
);
--> statement-breakpoint
ALTER TABLE "afiliaciones" ADD CONSTRAINT "afiliaciones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "afiliaciones_ci_activa_unique" ON "afiliaciones" USING btree ("ci_indice") WHERE "afiliaciones"."estado" in ('pendiente', 'aprobada');--> statement-breakpoint
CREATE UNIQUE INDEX "afiliaciones_user_activa_unique" ON "afiliaciones" USING btree ("user_id") WHERE "afiliaciones"."estado" in ('pendiente', 'aprobada');--> statement-breakpoint
CREATE UNIQUE INDEX "afiliaciones_numero_unique" ON "afiliaciones" USING btree ("numero");--> statement-breakpoint
CREATE UNIQUE INDEX "afiliaciones_codigo_unique" ON "afiliaciones" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "afiliaciones_user_id_idx" ON "afiliaciones" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "afiliaciones_ci_indice_idx" ON "afiliaciones" USING btree ("ci_indice");--> statement-breakpoint
CREATE INDEX "afiliaciones_estado_creado_idx" ON "afiliaciones" USING btree ("estado","creado_en");--> statement-breakpoint
CREATE INDEX "afiliaciones_creado_en_idx" ON "afiliaciones" USING btree ("creado_en");