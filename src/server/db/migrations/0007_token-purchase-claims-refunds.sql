ALTER TABLE "token_purchases" ADD COLUMN "buyer_email" text;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD COLUMN "tokens_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "token_purchases_unclaimed_email_idx" ON "token_purchases" USING btree ("buyer_email") WHERE "token_purchases"."user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_tokens_check" CHECK ("token_purchases"."tokens_purchased" >= 0);--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_refunded_check" CHECK ("token_purchases"."tokens_refunded" >= 0 AND "token_purchases"."tokens_refunded" <= "token_purchases"."tokens_purchased");