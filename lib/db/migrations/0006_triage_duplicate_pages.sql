DROP INDEX "comment_triage_text_idx";--> statement-breakpoint
ALTER TABLE "comment_triage" ADD COLUMN "pathname" text;--> statement-breakpoint
CREATE INDEX "comment_triage_text_page_idx" ON "comment_triage" USING btree ("text_key","pathname");--> statement-breakpoint
UPDATE "comment_triage" AS t SET "pathname" = c."pathname" FROM "comments" AS c WHERE c."id" = t."comment_id";
