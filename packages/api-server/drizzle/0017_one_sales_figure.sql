-- One definition of a partner's sales (docs/product/decisions.md D11, D45): the total of its
-- orders that reached the traveler (Delivered or Completed). The kept figure counted every order
-- not cancelled, so the partner list and profile disagreed with the dashboard's Top 5.
CREATE OR REPLACE FUNCTION "orders_totals_apply"(changes jsonb) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT * FROM jsonb_to_recordset(changes)
      AS x("partner_id" integer, "rider_id" integer, "sign" integer, "total_cents" bigint, "status" text)
  ), sales AS (
    UPDATE "partners" p SET "sales_cents" = p."sales_cents" + d.n
    FROM (
      SELECT "partner_id", sum("sign" * "total_cents") AS n FROM c
      WHERE lower("status") IN ('delivered', 'completed') GROUP BY 1
      HAVING sum("sign" * "total_cents") <> 0
    ) d WHERE p."id" = d."partner_id"
  )
  UPDATE "riders" r SET "current_orders_count" = r."current_orders_count" + d.n
  FROM (
    SELECT "rider_id", sum("sign")::int AS n FROM c
    WHERE "rider_id" IS NOT NULL AND "status" NOT IN ('Delivered', 'Completed', 'Cancelled')
    GROUP BY 1 HAVING sum("sign") <> 0
  ) d WHERE r."id" = d."rider_id"
$$;--> statement-breakpoint
UPDATE "partners" p SET "sales_cents" = coalesce((SELECT sum(o."total_cents") FROM "orders" o
  WHERE o."partner_id" = p."id" AND lower(o."status") IN ('delivered', 'completed')), 0);--> statement-breakpoint
-- An order given a rider is Processing (D43); ones assigned before that stayed Pending.
UPDATE "orders" SET "status" = 'Processing' WHERE "status" = 'Pending' AND "rider_id" IS NOT NULL;
