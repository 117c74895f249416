CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"subject_type" text,
	"subject_id" integer,
	"subject_label" text,
	"changes" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_created_at_id_index" ON "activity" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_subject_index" ON "activity" USING btree ("subject_type","subject_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_actor_index" ON "activity" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_action_index" ON "activity" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_subject_type_index" ON "activity" USING btree ("subject_type","created_at","id") WHERE "activity"."subject_type" is not null;--> statement-breakpoint
-- Append-only (D50): the trail is evidence, so no statement may change or remove an entry.
CREATE FUNCTION "activity_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity entries are append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "activity_no_update" BEFORE UPDATE ON "activity"
  FOR EACH ROW EXECUTE FUNCTION "activity_append_only"();--> statement-breakpoint
CREATE TRIGGER "activity_no_delete" BEFORE DELETE ON "activity"
  FOR EACH ROW EXECUTE FUNCTION "activity_append_only"();
