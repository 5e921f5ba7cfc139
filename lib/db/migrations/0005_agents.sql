CREATE TABLE "page_reads" (
	"project_id" text NOT NULL,
	"pathname" text NOT NULL,
	"day" date NOT NULL,
	"reader_class" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_reads_project_id_pathname_day_reader_class_pk" PRIMARY KEY("project_id","pathname","day","reader_class")
);
--> statement-breakpoint
ALTER TABLE "page_reads" ADD CONSTRAINT "page_reads_project_id_projects_public_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("public_id") ON DELETE cascade ON UPDATE no action;