-- GET /search lists each group's hits by name, lower-cased, then id. The name is the head of the
-- row's own search text (migration 0008 joins the user's lower-cased name first), so the group is
-- walked in name order on its own table: walking users by lower(name) and joining each to the
-- group read every user of the other two kinds as well, and 'z' walked 1,400 of them for 33 rows
-- (67-130 ms at 100k; through this index, 1 ms).
CREATE INDEX "travelers_search_name_index" ON "travelers" ((nullif(split_part("search_text", chr(31), 1), '')), "id");--> statement-breakpoint
CREATE INDEX "partners_search_name_index" ON "partners" ((nullif(split_part("search_text", chr(31), 1), '')), "id");--> statement-breakpoint
CREATE INDEX "riders_search_name_index" ON "riders" ((nullif(split_part("search_text", chr(31), 1), '')), "id");
