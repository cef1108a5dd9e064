ALTER TABLE "generated_blocks" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "generated_blocks" ADD COLUMN "thread_id" integer;--> statement-breakpoint
ALTER TABLE "generated_blocks" ADD COLUMN "made_current_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_blocks" ADD CONSTRAINT "generated_blocks_parent_id_generated_blocks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."generated_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generated_blocks_thread_idx" ON "generated_blocks" USING btree ("thread_id");