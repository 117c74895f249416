-- Migration 0003 made this index by hand; the schema declares it now, so it may exist already.
CREATE INDEX IF NOT EXISTS "users_phone_index" ON "users" USING btree ("phone");
