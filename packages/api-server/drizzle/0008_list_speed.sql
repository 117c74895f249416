ALTER TABLE "travelers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sales_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "current_orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "traveler_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "traveler_name" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "sender_type" text;--> statement-breakpoint
CREATE INDEX "partners_business_name_id_index" ON "partners" USING btree ("business_name","id");--> statement-breakpoint
CREATE INDEX "partners_category_id_index" ON "partners" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "partners_status_id_index" ON "partners" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "partners_average_rating_id_index" ON "partners" USING btree ("average_rating","id");--> statement-breakpoint
CREATE INDEX "partners_sales_cents_id_index" ON "partners" USING btree ("sales_cents","id");--> statement-breakpoint
CREATE INDEX "partners_created_at_id_index" ON "partners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "riders_average_rating_id_index" ON "riders" USING btree ("average_rating","id");--> statement-breakpoint
CREATE INDEX "riders_status_id_index" ON "riders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "riders_availability_status_id_index" ON "riders" USING btree ("availability_status","id");--> statement-breakpoint
CREATE INDEX "riders_current_orders_count_id_index" ON "riders" USING btree ("current_orders_count","id");--> statement-breakpoint
CREATE INDEX "riders_created_at_id_index" ON "riders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_id_index" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_partner_name_id_index" ON "products" USING btree ("partner_name","id");--> statement-breakpoint
CREATE INDEX "products_condition_grade_id_index" ON "products" USING btree ("condition_grade","id");--> statement-breakpoint
CREATE INDEX "products_stock_id_index" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_status_id_index" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_buy_price_cents_id_index" ON "products" USING btree ("buy_price_cents","id");--> statement-breakpoint
CREATE INDEX "products_created_at_id_index" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_index" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_id_index" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_eta_id_index" ON "orders" USING btree ("eta","id");--> statement-breakpoint
CREATE INDEX "orders_total_cents_id_index" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_items_count_id_index" ON "orders" USING btree ("items_count","id");--> statement-breakpoint
CREATE INDEX "orders_traveler_name_id_index" ON "orders" USING btree ("traveler_name","id");--> statement-breakpoint
CREATE INDEX "orders_partner_name_id_index" ON "orders" USING btree ("partner_name","id");--> statement-breakpoint
CREATE INDEX "orders_rider_name_id_index" ON "orders" USING btree ("rider_name","id");--> statement-breakpoint
CREATE INDEX "refunds_order_id_id_index" ON "refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "refunds_traveler_name_id_index" ON "refunds" USING btree ("traveler_name","id");--> statement-breakpoint
CREATE INDEX "refunds_partner_name_id_index" ON "refunds" USING btree ("partner_name","id");--> statement-breakpoint
CREATE INDEX "refunds_requested_at_id_index" ON "refunds" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "refunds_status_id_index" ON "refunds" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "refunds_amount_cents_id_index" ON "refunds" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "support_tickets_created_at_id_index" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_id_index" ON "support_tickets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "support_tickets_subject_id_index" ON "support_tickets" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "support_tickets_sender_name_id_index" ON "support_tickets" USING btree ("sender_name","id");--> statement-breakpoint
CREATE INDEX "support_tickets_sender_type_id_index" ON "support_tickets" USING btree ("sender_type","id");--> statement-breakpoint
-- Every one- and two-character piece of a text (pairs from even and from odd offsets). pg_trgm
-- finds nothing for a search shorter than three characters, so a rare short one ('zq') read all
-- 100,000 rows; a GIN index on these pieces finds its rows, and a common one ('a') still walks the
-- list's sort order, testing the stored pieces, and stops early. The GIN index drops repeats.
CREATE FUNCTION "search_grams"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT string_to_array(t, NULL)
    || ARRAY(SELECT m[1] FROM regexp_matches(t, '..', 'g') AS m)
    || ARRAY(SELECT m[1] FROM regexp_matches(substr(t, 2), '..', 'g') AS m)
$$;--> statement-breakpoint
-- The lower-cased fields of a search text, joined by the unit separator as users.search_text is.
CREATE FUNCTION "search_join"(VARIADIC fields text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(array_to_string(fields, chr(31), ''))
$$;--> statement-breakpoint
-- The list's party names, search texts and counts are filled in before each row is written.
-- An update recomputes them only when a party changed or the row was marked (search_text set to
-- NULL, which the cascades below do when a name changes); other updates keep them.
CREATE FUNCTION "travelers_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id" THEN
    NEW."search_text" := coalesce((SELECT "search_text" FROM "users" WHERE "id" = NEW."user_id"), '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "partners_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id"
    OR NEW."business_name" IS DISTINCT FROM OLD."business_name" THEN
    -- The phone too, for GET /search (docs/product/part-1.md §7); the partners list then also
    -- finds a partner by phone, as the riders list does.
    NEW."search_text" := coalesce((SELECT search_join(u."name", u."email", NEW."business_name", u."phone")
      FROM "users" u WHERE u."id" = NEW."user_id"), '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "riders_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id"
    OR NEW."rider_code" <> OLD."rider_code" THEN
    NEW."search_text" := coalesce((SELECT search_join(u."name", u."email", NEW."rider_code", u."phone")
      FROM "users" u WHERE u."id" = NEW."user_id"), '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "products_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."partner_id" <> OLD."partner_id"
    OR NEW."name" <> OLD."name" OR NEW."product_code" <> OLD."product_code" THEN
    SELECT u."name", search_join(NEW."name", NEW."product_code", u."name", p."business_name")
      INTO NEW."partner_name", NEW."search_text"
      FROM "partners" p JOIN "users" u ON u."id" = p."user_id" WHERE p."id" = NEW."partner_id";
    NEW."search_text" := coalesce(NEW."search_text", '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A partner goes by its business name, or by its owner's name when it has none.
CREATE FUNCTION "partner_list_name"(partner_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(p."business_name", u."name") FROM "partners" p JOIN "users" u ON u."id" = p."user_id"
  WHERE p."id" = partner_id
$$;--> statement-breakpoint
CREATE FUNCTION "traveler_list_name"(traveler_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT u."name" FROM "travelers" t JOIN "users" u ON u."id" = t."user_id" WHERE t."id" = traveler_id
$$;--> statement-breakpoint
CREATE FUNCTION "rider_list_name"(rider_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT u."name" FROM "riders" r JOIN "users" u ON u."id" = r."user_id" WHERE r."id" = rider_id
$$;--> statement-breakpoint
CREATE FUNCTION "orders_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."traveler_id" <> OLD."traveler_id"
    OR NEW."partner_id" <> OLD."partner_id" OR NEW."rider_id" IS DISTINCT FROM OLD."rider_id" THEN
    NEW."traveler_name" := traveler_list_name(NEW."traveler_id");
    NEW."partner_name" := partner_list_name(NEW."partner_id");
    NEW."rider_name" := rider_list_name(NEW."rider_id");
    -- '#ORD-12', 'ORD-12' and '12' find order 12, as does the list's old '#ODR-' spelling.
    NEW."search_text" := search_join('#ord-' || NEW."id" || ' #odr-' || NEW."id",
      NEW."traveler_name", NEW."partner_name", NEW."rider_name");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "refunds_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."order_id" <> OLD."order_id"
    OR NEW."refund_code" <> OLD."refund_code" THEN
    SELECT traveler_list_name(o."traveler_id"), partner_list_name(o."partner_id")
      INTO NEW."traveler_name", NEW."partner_name" FROM "orders" o WHERE o."id" = NEW."order_id";
    NEW."search_text" := search_join(NEW."refund_code", '#ord-' || NEW."order_id",
      NEW."traveler_name", NEW."partner_name");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "support_tickets_list_fields"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."search_text" IS NULL OR NEW."user_id" <> OLD."user_id"
    OR NEW."subject" <> OLD."subject" OR NEW."ticket_code" <> OLD."ticket_code" THEN
    SELECT u."name", u."type", search_join(NEW."ticket_code", u."name", u."email", NEW."subject")
      INTO NEW."sender_name", NEW."sender_type", NEW."search_text"
      FROM "users" u WHERE u."id" = NEW."user_id";
    NEW."search_text" := coalesce(NEW."search_text", '');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "travelers_list_fields" BEFORE INSERT OR UPDATE ON "travelers"
  FOR EACH ROW EXECUTE FUNCTION "travelers_list_fields"();--> statement-breakpoint
CREATE TRIGGER "partners_list_fields" BEFORE INSERT OR UPDATE ON "partners"
  FOR EACH ROW EXECUTE FUNCTION "partners_list_fields"();--> statement-breakpoint
CREATE TRIGGER "riders_list_fields" BEFORE INSERT OR UPDATE ON "riders"
  FOR EACH ROW EXECUTE FUNCTION "riders_list_fields"();--> statement-breakpoint
CREATE TRIGGER "products_list_fields" BEFORE INSERT OR UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_list_fields"();--> statement-breakpoint
CREATE TRIGGER "orders_list_fields" BEFORE INSERT OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_list_fields"();--> statement-breakpoint
CREATE TRIGGER "refunds_list_fields" BEFORE INSERT OR UPDATE ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_list_fields"();--> statement-breakpoint
CREATE TRIGGER "support_tickets_list_fields" BEFORE INSERT OR UPDATE ON "support_tickets"
  FOR EACH ROW EXECUTE FUNCTION "support_tickets_list_fields"();--> statement-breakpoint
-- A renamed person (or a changed email, phone or type) marks every row that shows them, and each
-- marked row recomputes its fields. Names change rarely, and a person is on few rows.
CREATE FUNCTION "users_list_fields_cascade"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "travelers" SET "search_text" = NULL WHERE "user_id" = NEW."id";
  UPDATE "partners" SET "search_text" = NULL WHERE "user_id" = NEW."id";
  UPDATE "riders" SET "search_text" = NULL WHERE "user_id" = NEW."id";
  UPDATE "support_tickets" SET "search_text" = NULL WHERE "user_id" = NEW."id";
  UPDATE "products" SET "search_text" = NULL
    WHERE "partner_id" IN (SELECT "id" FROM "partners" WHERE "user_id" = NEW."id");
  UPDATE "orders" SET "search_text" = NULL
    WHERE "traveler_id" IN (SELECT "id" FROM "travelers" WHERE "user_id" = NEW."id")
      OR "partner_id" IN (SELECT "id" FROM "partners" WHERE "user_id" = NEW."id")
      OR "rider_id" IN (SELECT "id" FROM "riders" WHERE "user_id" = NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_list_fields_cascade" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."phone" IS DISTINCT FROM NEW."phone" OR OLD."type" IS DISTINCT FROM NEW."type")
  EXECUTE FUNCTION "users_list_fields_cascade"();--> statement-breakpoint
CREATE FUNCTION "partners_list_fields_cascade"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "search_text" = NULL WHERE "partner_id" = NEW."id";
  UPDATE "orders" SET "search_text" = NULL WHERE "partner_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_list_fields_cascade" AFTER UPDATE ON "partners" FOR EACH ROW
  WHEN (OLD."business_name" IS DISTINCT FROM NEW."business_name")
  EXECUTE FUNCTION "partners_list_fields_cascade"();--> statement-breakpoint
-- An order whose party names changed passes them on to its refunds.
CREATE FUNCTION "orders_list_fields_cascade"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "refunds" SET "search_text" = NULL WHERE "order_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_list_fields_cascade" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD."traveler_name" IS DISTINCT FROM NEW."traveler_name"
    OR OLD."partner_name" IS DISTINCT FROM NEW."partner_name")
  EXECUTE FUNCTION "orders_list_fields_cascade"();--> statement-breakpoint
-- Sales (orders not cancelled) per partner and unfinished orders per rider, kept per statement
-- like travelers.orders_count (migration 0003): a bulk load costs one update per statement.
CREATE FUNCTION "orders_totals_apply"(changes jsonb) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT * FROM jsonb_to_recordset(changes)
      AS x("partner_id" integer, "rider_id" integer, "sign" integer, "total_cents" bigint, "status" text)
  ), sales AS (
    UPDATE "partners" p SET "sales_cents" = p."sales_cents" + d.n
    FROM (
      SELECT "partner_id", sum("sign" * "total_cents") AS n FROM c
      WHERE "status" <> 'Cancelled' GROUP BY 1 HAVING sum("sign" * "total_cents") <> 0
    ) d WHERE p."id" = d."partner_id"
  )
  UPDATE "riders" r SET "current_orders_count" = r."current_orders_count" + d.n
  FROM (
    SELECT "rider_id", sum("sign")::int AS n FROM c
    WHERE "rider_id" IS NOT NULL AND "status" NOT IN ('Delivered', 'Completed', 'Cancelled')
    GROUP BY 1 HAVING sum("sign") <> 0
  ) d WHERE r."id" = d."rider_id"
$$;--> statement-breakpoint
CREATE FUNCTION "orders_totals_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only what an order changed counts: a status change moves its total in or out of the sales
  -- and the order in or out of its rider's current ones; most updates net out to nothing.
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "partners" SET "sales_cents" = 0 WHERE "sales_cents" <> 0;
    UPDATE "riders" SET "current_orders_count" = 0 WHERE "current_orders_count" <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM orders_totals_apply((SELECT jsonb_agg(jsonb_build_object('partner_id', "partner_id",
      'rider_id', "rider_id", 'sign', 1, 'total_cents', "total_cents", 'status', "status"))
      FROM new_orders));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM orders_totals_apply((SELECT jsonb_agg(jsonb_build_object('partner_id', "partner_id",
      'rider_id', "rider_id", 'sign', -1, 'total_cents', "total_cents", 'status', "status"))
      FROM old_orders));
  ELSE
    PERFORM orders_totals_apply((SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('partner_id', "partner_id", 'rider_id', "rider_id", 'sign', 1,
        'total_cents', "total_cents", 'status', "status") AS x FROM new_orders
      UNION ALL
      SELECT jsonb_build_object('partner_id', "partner_id", 'rider_id', "rider_id", 'sign', -1,
        'total_cents', "total_cents", 'status', "status") FROM old_orders) AS changed));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_totals_after_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_trigger"();--> statement-breakpoint
CREATE TRIGGER "orders_totals_after_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_trigger"();--> statement-breakpoint
CREATE TRIGGER "orders_totals_after_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_trigger"();--> statement-breakpoint
CREATE TRIGGER "orders_totals_after_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_totals_trigger"();--> statement-breakpoint
CREATE FUNCTION "order_items_count_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "orders" SET "items_count" = 0 WHERE "items_count" <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "orders" o SET "items_count" = o."items_count" + d.n
    FROM (SELECT "order_id", sum("quantity")::int AS n FROM new_items GROUP BY 1) d
    WHERE o."id" = d."order_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "orders" o SET "items_count" = o."items_count" - d.n
    FROM (SELECT "order_id", sum("quantity")::int AS n FROM old_items GROUP BY 1) d
    WHERE o."id" = d."order_id";
  ELSE
    UPDATE "orders" o SET "items_count" = o."items_count" + d.n
    FROM (
      SELECT "order_id", sum(n)::int AS n FROM (
        SELECT "order_id", "quantity" AS n FROM new_items
        UNION ALL SELECT "order_id", -"quantity" FROM old_items
      ) changed GROUP BY 1 HAVING sum(n) <> 0
    ) d WHERE o."id" = d."order_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_count_after_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION "order_items_count_trigger"();--> statement-breakpoint
CREATE TRIGGER "order_items_count_after_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION "order_items_count_trigger"();--> statement-breakpoint
CREATE TRIGGER "order_items_count_after_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION "order_items_count_trigger"();--> statement-breakpoint
CREATE TRIGGER "order_items_count_after_truncate" AFTER TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_items_count_trigger"();--> statement-breakpoint
-- Rows already there get their fields once (marking them fires the triggers above).
UPDATE "travelers" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "partners" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "riders" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "products" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "orders" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "refunds" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "support_tickets" SET "search_text" = NULL;--> statement-breakpoint
UPDATE "partners" p SET "sales_cents" = coalesce((SELECT sum(o."total_cents") FROM "orders" o
  WHERE o."partner_id" = p."id" AND o."status" <> 'Cancelled'), 0);--> statement-breakpoint
UPDATE "riders" r SET "current_orders_count" = (SELECT count(*) FROM "orders" o
  WHERE o."rider_id" = r."id" AND o."status" NOT IN ('Delivered', 'Completed', 'Cancelled'));--> statement-breakpoint
UPDATE "orders" o SET "items_count" = coalesce((SELECT sum(i."quantity") FROM "order_items" i
  WHERE i."order_id" = o."id"), 0);--> statement-breakpoint
CREATE INDEX "travelers_search_text_trgm_index" ON "travelers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "travelers" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "travelers_search_grams_index" ON "travelers" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "partners_search_text_trgm_index" ON "partners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "partners_search_grams_index" ON "partners" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "riders_search_text_trgm_index" ON "riders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "riders_search_grams_index" ON "riders" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_index" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_grams_index" ON "products" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_index" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_grams_index" ON "orders" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "refunds_search_text_trgm_index" ON "refunds" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "refunds_search_grams_index" ON "refunds" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "support_tickets_search_text_trgm_index" ON "support_tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (search_grams("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "support_tickets_search_grams_index" ON "support_tickets" USING gin ("search_grams");--> statement-breakpoint
ANALYZE "travelers", "partners", "riders", "products", "orders", "refunds", "support_tickets";
