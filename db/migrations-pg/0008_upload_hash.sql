ALTER TABLE "files" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "files_workspace_hash_idx" ON "files" USING btree ("workspace_id","content_hash");