-- Substring search (ILIKE '%text%': the travelers list, the header search) cannot use a btree
-- index; trigram indexes serve it once the text has three characters. pg_trgm is a trusted
-- extension (Postgres 13+): the database owner may create it. PGlite loads it in src/db.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_index" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_trgm_index" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_business_name_trgm_index" ON "partners" USING gin ("business_name" gin_trgm_ops);
