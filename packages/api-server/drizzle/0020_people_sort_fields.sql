-- The people lists sort a search's collected matches by their user's name, email or phone. Read
-- from users by each match's key, those made most of the time of a search with thousands of
-- matches ('olivia' by name); copied onto the list's own row, the sort reads the rows it already
-- collected (bench/scale-postgres.ts, "search + sort"). Kept as the search text is (migration
-- 0008): filled before each row is written, again when the user changes (the users cascade marks
-- the row). The list still walks its sort order through the users' own indexes: no index here.
ALTER TABLE "travelers" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "user_email" text;--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "user_phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "user_email" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "user_email" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "travelers_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id" THEN
    SELECT u."search_text", u."name", u."email", u."phone"
      INTO NEW."search_text", NEW."user_name", NEW."user_email", NEW."user_phone"
      FROM "users" u WHERE u."id" = NEW."user_id";
    NEW."search_text" := coalesce(NEW."search_text", '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "partners_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id"
    OR NEW."business_name" IS DISTINCT FROM OLD."business_name" THEN
    -- The phone too, for GET /search (docs/product/part-1.md §7); the partners list then also
    -- finds a partner by phone, as the riders list does.
    SELECT search_join(u."name", u."email", NEW."business_name", u."phone"), u."name", u."email"
      INTO NEW."search_text", NEW."user_name", NEW."user_email"
      FROM "users" u WHERE u."id" = NEW."user_id";
    NEW."search_text" := coalesce(NEW."search_text", '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "riders_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id"
    OR NEW."rider_code" <> OLD."rider_code" THEN
    SELECT search_join(u."name", u."email", NEW."rider_code", u."phone"), u."name", u."email"
      INTO NEW."search_text", NEW."user_name", NEW."user_email"
      FROM "users" u WHERE u."id" = NEW."user_id";
    NEW."search_text" := coalesce(NEW."search_text", '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A search with a status filter ('an' and Suspended) found each of the two through its own index
-- and intersected the bitmaps: about an eighth of the rows each, for a few hundred rows. One GIN
-- index over the status and the search pieces (btree_gin: GIN for a plain column; a trusted
-- extension, PGlite loads it in src/db) gives the rows that hold both at once, and serves the
-- pieces alone as the index it replaces did (bench/scale-postgres.ts, "search + filter").
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "travelers_search_grams_index";--> statement-breakpoint
DROP INDEX IF EXISTS "partners_search_grams_index";--> statement-breakpoint
DROP INDEX IF EXISTS "riders_search_grams_index";--> statement-breakpoint
-- Rows already there get their copies once; their search text stays as it is. The pieces'
-- indexes are gone first, so the update does not write their entries before they are rebuilt.
UPDATE "travelers" t SET "user_name" = u."name", "user_email" = u."email", "user_phone" = u."phone"
  FROM "users" u WHERE u."id" = t."user_id";--> statement-breakpoint
UPDATE "partners" p SET "user_name" = u."name", "user_email" = u."email"
  FROM "users" u WHERE u."id" = p."user_id";--> statement-breakpoint
UPDATE "riders" r SET "user_name" = u."name", "user_email" = u."email"
  FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
CREATE INDEX "travelers_status_search_grams_index" ON "travelers" USING gin ("status", "search_grams");--> statement-breakpoint
CREATE INDEX "partners_status_search_grams_index" ON "partners" USING gin ("status", "search_grams");--> statement-breakpoint
CREATE INDEX "riders_status_search_grams_index" ON "riders" USING gin ("status", "search_grams");--> statement-breakpoint
ANALYZE "travelers", "partners", "riders";
