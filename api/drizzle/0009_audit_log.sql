CREATE TABLE "auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_nombre" text NOT NULL,
	"accion" text NOT NULL,
	"entidad" text NOT NULL,
	"entidad_id" text,
	"resumen" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auditoria_creado_en_idx" ON "auditoria" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "auditoria_admin_id_idx" ON "auditoria" USING btree ("admin_id","creado_en");--> statement-breakpoint
CREATE INDEX "auditoria_accion_idx" ON "auditoria" USING btree ("accion","creado_en");--> statement-breakpoint
-- Append-only: the log is evidence, so no one (the API, an admin with SQL, a bug) rewrites or empties it.
CREATE FUNCTION "auditoria_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La auditoría solo admite agregar registros.' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_cambios" BEFORE UPDATE OR DELETE ON "auditoria" FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_agregar"();--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_vaciar" BEFORE TRUNCATE ON "auditoria" FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_agregar"();
