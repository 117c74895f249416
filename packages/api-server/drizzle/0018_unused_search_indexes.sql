-- The trigram indexes of migrations 0002 and 0007 served searches on the people's own columns.
-- Every search now matches a list's own search text (migration 0008), so no query reads them,
-- while each still costs every insert and update of a user, and the seed a GIN build per index
-- (bench/scale-postgres.ts, "Seeding the data").
DROP INDEX IF EXISTS "users_name_trgm_index";--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_index";--> statement-breakpoint
DROP INDEX IF EXISTS "users_phone_trgm_index";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_text_trgm_index";--> statement-breakpoint
DROP INDEX IF EXISTS "partners_business_name_trgm_index";
