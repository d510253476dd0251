CREATE TYPE "public"."rol" AS ENUM('admin', 'usuario', 'moderador');--> statement-breakpoint
CREATE TABLE "asistencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo_evento" text NOT NULL,
	"nombre_completo" text NOT NULL,
	"ci" text NOT NULL,
	"distrito" text NOT NULL,
	"celular" text NOT NULL,
	"colegio" text NOT NULL,
	"edad" integer NOT NULL,
	"asistio" boolean DEFAULT false NOT NULL,
	"fecha_evento" date,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"contenido" text NOT NULL,
	"publicacion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encuestas" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"opciones" text[] DEFAULT '{}'::text[] NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipo" (
	"id" serial PRIMARY KEY NOT NULL,
	"imagen" text NOT NULL,
	"nombre" text NOT NULL,
	"rol" text NOT NULL,
	"descripcion" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"lugar" text,
	"imagen" text
);
--> statement-breakpoint
CREATE TABLE "imagenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text,
	"url" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticias" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"imagen_url" text NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"contenido" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"rol" "rol" DEFAULT 'usuario' NOT NULL,
	"ubicacion" text DEFAULT '' NOT NULL,
	"imagen" text DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votos" (
	"id" serial PRIMARY KEY NOT NULL,
	"encuesta_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"opcion" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votos" ADD CONSTRAINT "votos_encuesta_id_encuestas_id_fk" FOREIGN KEY ("encuesta_id") REFERENCES "public"."encuestas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votos" ADD CONSTRAINT "votos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asistencias_titulo_evento_idx" ON "asistencias" USING btree ("titulo_evento");--> statement-breakpoint
CREATE INDEX "asistencias_creado_en_idx" ON "asistencias" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "comentarios_publicacion_id_idx" ON "comentarios" USING btree ("publicacion_id","creado_en");--> statement-breakpoint
CREATE INDEX "comentarios_user_id_idx" ON "comentarios" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "encuestas_creado_en_idx" ON "encuestas" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "equipo_orden_idx" ON "equipo" USING btree ("orden");--> statement-breakpoint
CREATE INDEX "eventos_fecha_idx" ON "eventos" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "imagenes_creado_en_idx" ON "imagenes" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "noticias_fecha_idx" ON "noticias" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "publicaciones_creado_en_idx" ON "publicaciones" USING btree ("creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_rol_idx" ON "users" USING btree ("rol");--> statement-breakpoint
CREATE INDEX "users_creado_en_idx" ON "users" USING btree ("creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "votos_encuesta_user_unique" ON "votos" USING btree ("encuesta_id","user_id");--> statement-breakpoint
CREATE INDEX "votos_user_id_idx" ON "votos" USING btree ("user_id");