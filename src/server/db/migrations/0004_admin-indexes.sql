CREATE TABLE "generation_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"generations" bigint DEFAULT 0 NOT NULL,
	"tokens_used" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || chr(10) || email)) STORED;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generated_blocks_created_user_idx" ON "generated_blocks" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "token_purchases_created_idx" ON "token_purchases" USING btree ("created_at");