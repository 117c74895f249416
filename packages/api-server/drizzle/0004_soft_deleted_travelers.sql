ALTER TABLE "travelers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A deleted traveler keeps its row (its orders are history that partners' figures are made of)
-- but leaves every count: the status counts see only travelers that are not deleted.
CREATE OR REPLACE FUNCTION "traveler_status_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "traveler_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "traveler_status_counts" ("status", "travelers")
    SELECT "status", count(*)::int FROM new_travelers WHERE "deleted_at" IS NULL GROUP BY 1
    ON CONFLICT ("status") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "traveler_status_counts" c SET "travelers" = c."travelers" - d.n
    FROM (
      SELECT "status", count(*)::int AS n FROM old_travelers WHERE "deleted_at" IS NULL GROUP BY 1
    ) d
    WHERE c."status" = d."status";
  ELSE
    -- Most updates (last activity, the orders count) keep the status and change nothing here.
    INSERT INTO "traveler_status_counts" ("status", "travelers")
    SELECT "status", sum(n)::int FROM (
      SELECT "status", 1 AS n FROM new_travelers WHERE "deleted_at" IS NULL
      UNION ALL SELECT "status", -1 FROM old_travelers WHERE "deleted_at" IS NULL
    ) changed GROUP BY 1 HAVING sum(n) <> 0
    ON CONFLICT ("status") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  END IF;
  RETURN NULL;
END
$$;
