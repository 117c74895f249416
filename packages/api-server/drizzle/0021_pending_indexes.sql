-- The indexes a bulk seed dropped and has still to build again. The seed commits them here with its
-- rows, then builds them on several connections at once (src/seed/pending-indexes.ts), each in the
-- transaction that deletes its row; a seed cut short leaves its rows here for the next seed.
CREATE TABLE "pending_indexes" (
	"name" text PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"definition" text NOT NULL
);
