CREATE TABLE "class_generations" (
	"generation_id" integer PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"usage_reset_at" timestamp with time zone,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"name" text NOT NULL,
	"year_group" text NOT NULL,
	"join_code" text,
	"school_authorised_at" timestamp with time zone NOT NULL,
	"pool_tokens" bigint DEFAULT 0 NOT NULL,
	"daily_cap" integer DEFAULT 10 NOT NULL,
	"hints_first" boolean DEFAULT false NOT NULL,
	"challenge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_pool_tokens_check" CHECK ("classes"."pool_tokens" >= 0),
	CONSTRAINT "classes_daily_cap_check" CHECK ("classes"."daily_cap" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "teacher_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school" text NOT NULL,
	"country" text NOT NULL,
	"role_at_school" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "generation_reservations" ADD COLUMN "class_id" integer;--> statement-breakpoint
ALTER TABLE "class_generations" ADD CONSTRAINT "class_generations_generation_id_generated_blocks_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generated_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_generations" ADD CONSTRAINT "class_generations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_generations" ADD CONSTRAINT "class_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_requests" ADD CONSTRAINT "teacher_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_generations_class_created_idx" ON "class_generations" USING btree ("class_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "class_generations_class_user_created_idx" ON "class_generations" USING btree ("class_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "class_members_user_idx" ON "class_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_idx" ON "classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "classes_teacher_idx" ON "classes" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_requests_status_created_idx" ON "teacher_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_requests_one_pending_idx" ON "teacher_requests" USING btree ("user_id") WHERE "teacher_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "generation_reservations" ADD CONSTRAINT "generation_reservations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_reservations_class_user_idx" ON "generation_reservations" USING btree ("class_id","user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'teacher', 'admin'));