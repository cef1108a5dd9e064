CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generated_blocks_created_stats_idx" ON "generated_blocks" USING btree ("created_at","user_id","tokens_used");--> statement-breakpoint
CREATE INDEX "token_purchases_created_idx" ON "token_purchases" USING btree ("created_at");