-- Ctrl+K search (issue 31): the words of projects, milestones, customers, people and events for PostgreSQL's
-- text search ('simple' configuration), as expression indexes (tasks have their own stored search column).
-- Names, not email addresses: the parser's email and host rules cost about a millisecond a row on PGlite.
CREATE INDEX "customers_search_idx" ON "customers" USING gin (to_tsvector('simple'::regconfig, coalesce("business_name", '')));--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (to_tsvector('simple'::regconfig, coalesce("title", '') || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "milestones_search_idx" ON "milestones" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin (to_tsvector('simple'::regconfig, coalesce("key", '') || ' ' || coalesce("name", '') || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin (to_tsvector('simple'::regconfig, coalesce("name", '')));