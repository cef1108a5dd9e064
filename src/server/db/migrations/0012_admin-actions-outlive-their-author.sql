ALTER TABLE "admin_actions" DROP CONSTRAINT "admin_actions_admin_id_users_id_fk";
--> statement-breakpoint
CREATE INDEX "admin_actions_admin_idx" ON "admin_actions" USING btree ("admin_id");