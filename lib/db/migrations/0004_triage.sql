CREATE TABLE "comment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" uuid NOT NULL,
	"team_member_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_triage" (
	"comment_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"approval" text DEFAULT 'approved' NOT NULL,
	"held_reason" text,
	"address_hash" text,
	"text_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"project_id" text PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'after' NOT NULL,
	"max_links" integer DEFAULT 2 NOT NULL,
	"blocked_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicate_pages" integer DEFAULT 3 NOT NULL,
	"spam_hold_hours" integer DEFAULT 24 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spam_holds" (
	"project_id" text NOT NULL,
	"key" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "spam_holds_project_id_key_pk" PRIMARY KEY("project_id","key")
);
--> statement-breakpoint
ALTER TABLE "moderation_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "comment_notes" ADD CONSTRAINT "comment_notes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_notes" ADD CONSTRAINT "comment_notes_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_triage" ADD CONSTRAINT "comment_triage_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_triage" ADD CONSTRAINT "comment_triage_assignee_id_team_members_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_settings" ADD CONSTRAINT "moderation_settings_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_holds" ADD CONSTRAINT "spam_holds_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_notes_comment_idx" ON "comment_notes" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE INDEX "comment_triage_status_idx" ON "comment_triage" USING btree ("status");--> statement-breakpoint
CREATE INDEX "comment_triage_assignee_idx" ON "comment_triage" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "comment_triage_approval_idx" ON "comment_triage" USING btree ("approval");--> statement-breakpoint
CREATE INDEX "comment_triage_text_idx" ON "comment_triage" USING btree ("text_key");