CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"machine" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_reservations" ADD COLUMN "instance_id" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "instance_id" text;--> statement-breakpoint
CREATE INDEX "server_instances_heartbeat_idx" ON "server_instances" USING btree ("heartbeat_at");--> statement-breakpoint
CREATE INDEX "generation_reservations_instance_idx" ON "generation_reservations" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_instance_idx" ON "idempotency_keys" USING btree ("instance_id") WHERE "idempotency_keys"."response_status" IS NULL;