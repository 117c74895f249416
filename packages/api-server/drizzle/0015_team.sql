CREATE TABLE "admin_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_pending_email_unique" ON "admin_invitations" USING btree ("email") WHERE "admin_invitations"."accepted_at" is null and "admin_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "admin_invitations_created_at_index" ON "admin_invitations" USING btree ("created_at");