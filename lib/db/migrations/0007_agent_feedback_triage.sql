-- Agents' feedback is moderated like readers' comments (issue 26): every one gets a triage row.
INSERT INTO "comment_triage" ("comment_id", "pathname")
SELECT "id", "pathname" FROM "comments" WHERE "author_kind" = 'agent'
ON CONFLICT ("comment_id") DO NOTHING;
