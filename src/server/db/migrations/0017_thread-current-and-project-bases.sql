CREATE TABLE "project_assets" (
	"user_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_assets_user_id_sha256_pk" PRIMARY KEY("user_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "project_base_assets" (
	"base_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "project_base_assets_base_id_name_pk" PRIMARY KEY("base_id","name")
);
--> statement-breakpoint
CREATE TABLE "project_bases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"project_json" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_blocks" ADD COLUMN "is_current" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_blocks" ADD COLUMN "project_base_id" integer;--> statement-breakpoint
ALTER TABLE "project_assets" ADD CONSTRAINT "project_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_base_assets" ADD CONSTRAINT "project_base_assets_base_id_project_bases_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."project_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_base_assets" ADD CONSTRAINT "project_base_assets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_base_assets" ADD CONSTRAINT "project_base_assets_user_id_sha256_project_assets_user_id_sha256_fk" FOREIGN KEY ("user_id","sha256") REFERENCES "public"."project_assets"("user_id","sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_bases" ADD CONSTRAINT "project_bases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_base_assets_user_sha_idx" ON "project_base_assets" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "project_bases_user_sha_idx" ON "project_bases" USING btree ("user_id","sha256");--> statement-breakpoint
ALTER TABLE "generated_blocks" ADD CONSTRAINT "generated_blocks_project_base_id_project_bases_id_fk" FOREIGN KEY ("project_base_id") REFERENCES "public"."project_bases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_blocks_user_current_idx" ON "generated_blocks" USING btree ("user_id",greatest("created_at", "made_current_at") desc,"id" desc) WHERE "generated_blocks"."is_current";--> statement-breakpoint
CREATE INDEX "generated_blocks_project_base_idx" ON "generated_blocks" USING btree ("project_base_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): generated_blocks.is_current says whether a
-- row is its thread's current version (the latest greatest(created_at, made_current_at), ties
-- to the later id; decision 260). Kept here, in the transaction of every insert, undo and
-- delete, whoever writes the row, so the history list walks generated_blocks_user_current_idx
-- (decision 420). A first version is current as inserted (the default); nothing to do for it.
CREATE FUNCTION generated_blocks_keep_current() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  thread integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT OLD.is_current THEN RETURN NULL; END IF;
    thread := coalesce(OLD.thread_id, OLD.id);
  ELSE
    IF TG_OP = 'INSERT' AND NEW.thread_id IS NULL THEN RETURN NULL; END IF;
    thread := coalesce(NEW.thread_id, NEW.id);
  END IF;
  -- One change of a thread at a time: two follow-ups stored at once each see the other's row
  -- (the statement below takes a fresh snapshot after the lock), so exactly one stays current.
  PERFORM pg_advisory_xact_lock(30, thread);
  UPDATE generated_blocks g SET is_current = (g.id = top.id)
  FROM (
    SELECT v.id FROM generated_blocks v WHERE v.id = thread OR v.thread_id = thread
    ORDER BY greatest(v.created_at, v.made_current_at) DESC, v.id DESC LIMIT 1
  ) AS top
  WHERE (g.id = thread OR g.thread_id = thread) AND g.is_current IS DISTINCT FROM (g.id = top.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER generated_blocks_current_insert AFTER INSERT ON generated_blocks
  FOR EACH ROW EXECUTE FUNCTION generated_blocks_keep_current();
--> statement-breakpoint
CREATE TRIGGER generated_blocks_current_update AFTER UPDATE OF created_at, made_current_at, thread_id ON generated_blocks
  FOR EACH ROW EXECUTE FUNCTION generated_blocks_keep_current();
--> statement-breakpoint
CREATE TRIGGER generated_blocks_current_delete AFTER DELETE ON generated_blocks
  FOR EACH ROW EXECUTE FUNCTION generated_blocks_keep_current();
--> statement-breakpoint
-- Rows that existed before this migration: every version but its thread's current one.
UPDATE generated_blocks g SET is_current = false
FROM (
  SELECT id, row_number() OVER (PARTITION BY coalesce(thread_id, id) ORDER BY greatest(created_at, made_current_at) DESC, id DESC) AS rank
  FROM generated_blocks
) AS ranked
WHERE g.id = ranked.id AND ranked.rank > 1;
