-- Whole lists (issue #16) join each row to its parties by id: 120,000 orders look up a traveler,
-- a partner and a rider each, only for a user id, a business name or a rider's few fields, and
-- each lookup read a whole page of a table whose rows are 1-3 kB (their search text and search
-- pieces): 180 MB of pages read again for every batch of 5,000 orders, past the database's
-- buffers. These indexes hold the looked-up fields beside the id, so the lookups read them from
-- the index alone (an index-only scan, on pages the seed's VACUUM marked all-visible).
CREATE INDEX "travelers_id_user_index" ON "travelers" ("id") INCLUDE ("user_id");--> statement-breakpoint
CREATE INDEX "partners_id_user_index" ON "partners" ("id") INCLUDE ("user_id", "business_name");--> statement-breakpoint
CREATE INDEX "riders_id_user_index" ON "riders" ("id")
  INCLUDE ("user_id", "rider_code", "vehicle_type", "latitude", "longitude");--> statement-breakpoint
-- The travelers list carries each traveler's orders (id, status, created_at), read by traveler.
CREATE INDEX "orders_traveler_id_summary_index" ON "orders" ("traveler_id", "id")
  INCLUDE ("status", "created_at");
