-- Every traveler insert and status change updated the one count row of its status, holding that
-- row's lock until commit: parallel sign-ups queued behind each other (4 writers did 1.4 times the
-- work of one on a real Postgres). Each status now has up to 16 rows, one per connection's process
-- id modulo 16, and its count is their sum.
ALTER TABLE "traveler_status_counts" DROP CONSTRAINT "traveler_status_counts_pkey";--> statement-breakpoint
ALTER TABLE "traveler_status_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "traveler_status_counts" ADD CONSTRAINT "traveler_status_counts_status_shard_pk" PRIMARY KEY("status","shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "traveler_status_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The change lands on this connection's row of each status.
  my_shard smallint := pg_backend_pid() % 16;
BEGIN
  -- Deleted travelers (migration 0004) count nowhere.
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "traveler_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "traveler_status_counts" ("status", "shard", "travelers")
    SELECT "status", my_shard, count(*)::int FROM new_travelers WHERE "deleted_at" IS NULL GROUP BY 1
    ON CONFLICT ("status", "shard") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "traveler_status_counts" ("status", "shard", "travelers")
    SELECT "status", my_shard, -count(*)::int FROM old_travelers WHERE "deleted_at" IS NULL GROUP BY 1
    ON CONFLICT ("status", "shard") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  ELSE
    -- Most updates (last activity, the orders count) keep the status and change nothing here.
    INSERT INTO "traveler_status_counts" ("status", "shard", "travelers")
    SELECT "status", my_shard, sum(n)::int FROM (
      SELECT "status", 1 AS n FROM new_travelers WHERE "deleted_at" IS NULL
      UNION ALL SELECT "status", -1 FROM old_travelers WHERE "deleted_at" IS NULL
    ) changed GROUP BY 1 HAVING sum(n) <> 0
    ON CONFLICT ("status", "shard") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  END IF;
  RETURN NULL;
END
$$;
