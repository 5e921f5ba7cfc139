CREATE TABLE "anonymous_identities" (
	"sub" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"pathname" text NOT NULL,
	"parent_id" uuid,
	"text" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_sub" text NOT NULL,
	"author_name" text,
	"author_picture" text,
	"author_kind" text NOT NULL,
	"author_team_member_id" integer,
	"visibility" text DEFAULT 'visible' NOT NULL,
	"visibility_changed_by" integer,
	"visibility_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"pathname" text NOT NULL,
	"visitor_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"project_id" text NOT NULL,
	"pathname" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_project_id_pathname_day_pk" PRIMARY KEY("project_id","pathname","day")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"public_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"only_auth" boolean DEFAULT false NOT NULL,
	"allow_mobile" boolean DEFAULT false NOT NULL,
	"plan" text DEFAULT 'business' NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"team_member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "anonymous_identities" ADD CONSTRAINT "anonymous_identities_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_team_member_id_team_members_id_fk" FOREIGN KEY ("author_team_member_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_visibility_changed_by_team_members_id_fk" FOREIGN KEY ("visibility_changed_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_page_idx" ON "comments" USING btree ("project_id","pathname","created_at");--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_vote_idx" ON "feedback" USING btree ("project_id","pathname","visitor_key");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("team_member_id");