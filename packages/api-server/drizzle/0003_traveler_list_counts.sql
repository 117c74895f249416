CREATE TABLE "traveler_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"travelers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "travelers_status_id_index" ON "travelers" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travelers_status_desc_id_index" ON "travelers" USING btree ("status" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travelers_country_id_index" ON "travelers" USING btree ("country","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travelers_country_desc_id_index" ON "travelers" USING btree ("country" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travelers_orders_count_id_index" ON "travelers" USING btree ("orders_count","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travelers_orders_count_desc_id_index" ON "travelers" USING btree ("orders_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "travelers_last_active_at_index" ON "travelers" USING btree ("last_active_at");--> statement-breakpoint
-- The travelers list sorts on phone; ties are broken by travelers.id through an incremental sort.
CREATE INDEX IF NOT EXISTS "users_phone_index" ON "users" USING btree ("phone");--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk load (the seed's COPY, a multi-row
-- insert) costs one UPDATE per statement, not one per row.
CREATE FUNCTION "travelers_orders_count_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "travelers" SET "orders_count" = 0 WHERE "orders_count" <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "travelers" t SET "orders_count" = t."orders_count" + d.n
    FROM (SELECT "traveler_id", count(*)::int AS n FROM new_orders GROUP BY 1) d
    WHERE t."id" = d."traveler_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "travelers" t SET "orders_count" = t."orders_count" - d.n
    FROM (SELECT "traveler_id", count(*)::int AS n FROM old_orders GROUP BY 1) d
    WHERE t."id" = d."traveler_id";
  ELSE
    -- Only an order moved to another traveler changes counts; a status change nets out to zero
    -- and touches no traveler.
    UPDATE "travelers" t SET "orders_count" = t."orders_count" + d.n
    FROM (
      SELECT "traveler_id", sum(n)::int AS n FROM (
        SELECT "traveler_id", 1 AS n FROM new_orders
        UNION ALL SELECT "traveler_id", -1 FROM old_orders
      ) moved GROUP BY 1 HAVING sum(n) <> 0
    ) d
    WHERE t."id" = d."traveler_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_count_after_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "travelers_orders_count_trigger"();--> statement-breakpoint
CREATE TRIGGER "orders_count_after_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "travelers_orders_count_trigger"();--> statement-breakpoint
CREATE TRIGGER "orders_count_after_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "travelers_orders_count_trigger"();--> statement-breakpoint
CREATE TRIGGER "orders_count_after_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "travelers_orders_count_trigger"();--> statement-breakpoint
UPDATE "travelers" t SET "orders_count" = d.n
FROM (SELECT "traveler_id", count(*)::int AS n FROM "orders" GROUP BY 1) d
WHERE t."id" = d."traveler_id";--> statement-breakpoint
CREATE FUNCTION "traveler_status_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "traveler_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "traveler_status_counts" ("status", "travelers")
    SELECT "status", count(*)::int FROM new_travelers GROUP BY 1
    ON CONFLICT ("status") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "traveler_status_counts" c SET "travelers" = c."travelers" - d.n
    FROM (SELECT "status", count(*)::int AS n FROM old_travelers GROUP BY 1) d
    WHERE c."status" = d."status";
  ELSE
    -- Most updates (last activity, the orders count) keep the status and change nothing here.
    INSERT INTO "traveler_status_counts" ("status", "travelers")
    SELECT "status", sum(n)::int FROM (
      SELECT "status", 1 AS n FROM new_travelers
      UNION ALL SELECT "status", -1 FROM old_travelers
    ) changed GROUP BY 1 HAVING sum(n) <> 0
    ON CONFLICT ("status") DO UPDATE
      SET "travelers" = "traveler_status_counts"."travelers" + excluded."travelers";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "traveler_status_counts" ("status", "travelers")
SELECT "status", count(*)::int FROM "travelers" GROUP BY 1;--> statement-breakpoint
CREATE TRIGGER "traveler_status_counts_after_insert" AFTER INSERT ON "travelers"
  REFERENCING NEW TABLE AS new_travelers
  FOR EACH STATEMENT EXECUTE FUNCTION "traveler_status_counts_trigger"();--> statement-breakpoint
CREATE TRIGGER "traveler_status_counts_after_update" AFTER UPDATE ON "travelers"
  REFERENCING OLD TABLE AS old_travelers NEW TABLE AS new_travelers
  FOR EACH STATEMENT EXECUTE FUNCTION "traveler_status_counts_trigger"();--> statement-breakpoint
CREATE TRIGGER "traveler_status_counts_after_delete" AFTER DELETE ON "travelers"
  REFERENCING OLD TABLE AS old_travelers
  FOR EACH STATEMENT EXECUTE FUNCTION "traveler_status_counts_trigger"();--> statement-breakpoint
CREATE TRIGGER "traveler_status_counts_after_truncate" AFTER TRUNCATE ON "travelers"
  FOR EACH STATEMENT EXECUTE FUNCTION "traveler_status_counts_trigger"();
