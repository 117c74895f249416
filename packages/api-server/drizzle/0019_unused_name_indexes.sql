-- Migration 0010 indexed the head of each people list's search text, the lower-cased name, for
-- GET /search to list hits by name. Hits are listed newest first since D68, so no query reads
-- these indexes, while each still costs every write of a traveler, partner or rider, and the seed
-- a build per index (bench/scale-postgres.ts, "Seeding the data").
DROP INDEX IF EXISTS "travelers_search_name_index";--> statement-breakpoint
DROP INDEX IF EXISTS "partners_search_name_index";--> statement-breakpoint
DROP INDEX IF EXISTS "riders_search_name_index";
