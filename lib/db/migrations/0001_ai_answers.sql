CREATE TABLE "ai_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb NOT NULL,
	"found" boolean NOT NULL,
	"provider" text NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"helpful" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_answers_created_idx" ON "ai_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_answers_found_idx" ON "ai_answers" USING btree ("found","created_at");