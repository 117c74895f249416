CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD COLUMN "role_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_id_index" ON "users" USING btree ("role_id");--> statement-breakpoint
-- The built-in roles of the contract's builtInRoles (D71); test/roles/built-in.test.ts holds
-- these rows to it, so a later change of a built-in role comes with a migration.
INSERT INTO "roles" ("key", "name", "description", "permissions", "built_in") VALUES
  ('owner', 'Owner', 'Everything, and the only role that manages roles and owners.', ARRAY['dashboard:read', 'travelers:read', 'travelers:write', 'travelers:export', 'partners:read', 'partners:write', 'partners:decide', 'riders:read', 'riders:write', 'riders:decide', 'products:read', 'products:decide', 'orders:read', 'orders:assign', 'refunds:read', 'refunds:decide', 'support:read', 'support:reply', 'support:status', 'activity:read', 'activity:export', 'team:manage', 'roles:manage']::text[], true),
  ('administrator', 'Administrator', 'Everything but roles and owners.', ARRAY['dashboard:read', 'travelers:read', 'travelers:write', 'travelers:export', 'partners:read', 'partners:write', 'partners:decide', 'riders:read', 'riders:write', 'riders:decide', 'products:read', 'products:decide', 'orders:read', 'orders:assign', 'refunds:read', 'refunds:decide', 'support:read', 'support:reply', 'support:status', 'activity:read', 'activity:export', 'team:manage']::text[], true),
  ('operations', 'Operations', 'Runs partners, riders, products and orders, decisions and rider assignment included; reads travelers, refunds and support.', ARRAY['dashboard:read', 'partners:read', 'partners:write', 'partners:decide', 'riders:read', 'riders:write', 'riders:decide', 'products:read', 'products:decide', 'orders:read', 'orders:assign', 'travelers:read', 'refunds:read', 'support:read']::text[], true),
  ('support', 'Support', 'Answers support tickets and sets their status; reads travelers, partners, riders, products and orders. No decisions, no exports.', ARRAY['support:read', 'support:reply', 'support:status', 'travelers:read', 'partners:read', 'riders:read', 'products:read', 'orders:read']::text[], true),
  ('finance', 'Finance', 'Approves and rejects refunds, sees orders and the dashboard''s figures, and exports; reads the rest.', ARRAY['dashboard:read', 'travelers:read', 'partners:read', 'riders:read', 'products:read', 'orders:read', 'refunds:read', 'support:read', 'activity:read', 'refunds:decide', 'travelers:export', 'activity:export']::text[], true),
  ('viewer', 'Viewer', 'Reads everything but the team; changes and exports nothing.', ARRAY['dashboard:read', 'travelers:read', 'partners:read', 'riders:read', 'products:read', 'orders:read', 'refunds:read', 'support:read', 'activity:read']::text[], true);--> statement-breakpoint
-- Before roles every admin could do everything: each keeps that as an owner.
UPDATE "users" SET "role_id" = (SELECT "id" FROM "roles" WHERE "key" = 'owner') WHERE "type" = 'admin';--> statement-breakpoint
-- An invitation sent before roles gives what an invitation without a role gives now.
UPDATE "admin_invitations" SET "role_id" = (SELECT "id" FROM "roles" WHERE "key" = 'administrator');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_has_role" CHECK ("users"."type" <> 'admin' or "users"."role_id" is not null);