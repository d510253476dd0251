-- The audit log's triggers keep it append-only, but a table's owner can disable them. So the table
-- belongs to pj_audit_owner, a role no one logs in as, and the API connects as a member of pj_api,
-- which may read and append to it and use every other table, and owns nothing. A function, so a
-- restore (which recreates the tables under whoever restores) can apply it again. Run by a superuser,
-- or by the database's owner with CREATEROLE (a managed service's administrator).
CREATE OR REPLACE FUNCTION "pj_proteger_auditoria"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Roles are the server's, shared by its databases: created once, whoever comes first.
  BEGIN
    CREATE ROLE pj_audit_owner NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  BEGIN
    CREATE ROLE pj_api NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    -- Anyone else hands a table over only as a member of its new owner, which needs CREATE on the schema.
    EXECUTE format('GRANT pj_audit_owner TO %I', current_user);
    GRANT CREATE ON SCHEMA public TO pj_audit_owner;
  END IF;
  GRANT USAGE ON SCHEMA public TO pj_api;
  GRANT USAGE ON SCHEMA drizzle TO pj_api;
  -- Readiness and the start-up check read which migrations ran.
  GRANT SELECT ON drizzle.__drizzle_migrations TO pj_api;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO pj_api;
  GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO pj_api;
  -- Tables and sequences later migrations create (run by the same superuser).
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO pj_api;
  ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO pj_api;
  REVOKE ALL ON auditoria FROM PUBLIC, pj_api;
  GRANT SELECT, INSERT ON auditoria TO pj_api;
  REVOKE ALL ON SEQUENCE auditoria_id_seq FROM PUBLIC, pj_api;
  GRANT USAGE ON SEQUENCE auditoria_id_seq TO pj_api;
  -- Its sequence goes with it.
  ALTER TABLE auditoria OWNER TO pj_audit_owner;
END
$$;--> statement-breakpoint
SELECT "pj_proteger_auditoria"();
