ALTER TABLE "ai_answers" ADD COLUMN "quality" text;--> statement-breakpoint
ALTER TABLE "ai_answers" ADD COLUMN "feedback_reason" text;--> statement-breakpoint
ALTER TABLE "ai_answers" ADD COLUMN "feedback_note" text;