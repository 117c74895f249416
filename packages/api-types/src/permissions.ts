import type { RecordType } from './records.ts';

// Roles and permissions (docs/product/decisions.md D71). No zod here: the app's shell reads these
// lists to decide what to show before any schema loads.

/** Every permission an endpoint can require, named `area:action`. */
export const permissions = [
  'dashboard:read',
  'travelers:read',
  'travelers:write',
  'travelers:export',
  'partners:read',
  'partners:write',
  'partners:decide',
  'riders:read',
  'riders:write',
  'riders:decide',
  'products:read',
  'products:decide',
  'orders:read',
  'orders:assign',
  'refunds:read',
  'refunds:decide',
  'support:read',
  'support:reply',
  'support:status',
  'activity:read',
  'activity:export',
  'team:manage',
  'roles:manage',
] as const;
export type Permission = (typeof permissions)[number];

/** What each permission allows, in the words the role editor shows beside its checkbox. */
export const permissionDescriptions: Readonly<Record<Permission, string>> = {
  'dashboard:read': "See the dashboard's figures and alerts.",
  'travelers:read': 'See travelers, their profiles and their orders.',
  'travelers:write': 'Suspend, reactivate and delete travelers.',
  'travelers:export': 'Download travelers as a CSV file.',
  'partners:read': 'See partners, their products, orders and documents.',
  'partners:write': 'Add partners and edit their details.',
  'partners:decide': 'Approve, reject and suspend partners, and ask them for more information.',
  'riders:read': 'See riders, their work details, documents and orders.',
  'riders:write': 'Add riders and edit their details.',
  'riders:decide': 'Activate and suspend riders.',
  'products:read': 'See products, their images and rental figures.',
  'products:decide': 'Approve, reject and suspend products.',
  'orders:read': 'See orders, their items, payments and parties.',
  'orders:assign': 'Give pending orders to riders.',
  'refunds:read': 'See refund requests and their evidence.',
  'refunds:decide': 'Approve and reject refunds.',
  'support:read': 'See support tickets and their messages.',
  'support:reply': 'Reply to support tickets.',
  'support:status': "Change a support ticket's status.",
  'activity:read': 'See the activity trail: who changed what, and when.',
  'activity:export': 'Download the activity trail as a CSV file.',
  'team:manage': 'Invite, deactivate and reactivate admins, and change their roles (not owners).',
  'roles:manage': 'Create, edit and delete roles, and make or change owners.',
};

/** The areas of the back office, each with its permissions, in the order the role editor lists them. */
export const permissionAreas: readonly {
  readonly key: string;
  readonly name: string;
  readonly permissions: readonly Permission[];
}[] = [
  { key: 'dashboard', name: 'Dashboard', permissions: ['dashboard:read'] },
  {
    key: 'travelers',
    name: 'Travelers',
    permissions: ['travelers:read', 'travelers:write', 'travelers:export'],
  },
  {
    key: 'partners',
    name: 'Partners',
    permissions: ['partners:read', 'partners:write', 'partners:decide'],
  },
  { key: 'riders', name: 'Riders', permissions: ['riders:read', 'riders:write', 'riders:decide'] },
  { key: 'products', name: 'Products', permissions: ['products:read', 'products:decide'] },
  { key: 'orders', name: 'Orders', permissions: ['orders:read', 'orders:assign'] },
  { key: 'refunds', name: 'Refunds', permissions: ['refunds:read', 'refunds:decide'] },
  {
    key: 'support',
    name: 'Support',
    permissions: ['support:read', 'support:reply', 'support:status'],
  },
  { key: 'activity', name: 'Activity', permissions: ['activity:read', 'activity:export'] },
  { key: 'team', name: 'Team', permissions: ['team:manage', 'roles:manage'] },
];

/**
 * The permission only the Owner role holds: a custom role cannot be given it, so "owner" always
 * means the built-in role (the last active one cannot be demoted or deactivated).
 */
export const ownerOnlyPermission: Permission = 'roles:manage';

/** Every read permission: what the viewer holds, and finance on top of its own. */
const everyRead: readonly Permission[] = [
  'dashboard:read',
  'travelers:read',
  'partners:read',
  'riders:read',
  'products:read',
  'orders:read',
  'refunds:read',
  'support:read',
  'activity:read',
];

/** The keys of the roles every installation has; they cannot be edited or deleted. */
export const builtInRoleKeys = [
  'owner',
  'administrator',
  'operations',
  'support',
  'finance',
  'viewer',
] as const;
export type BuiltInRoleKey = (typeof builtInRoleKeys)[number];

/** A built-in role as the server seeds it and GET /roles lists it. */
export interface BuiltInRole {
  readonly key: BuiltInRoleKey;
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly Permission[];
}

/** The built-in roles, most powerful first. */
export const builtInRoles: readonly BuiltInRole[] = [
  {
    key: 'owner',
    name: 'Owner',
    description: 'Everything, and the only role that manages roles and owners.',
    permissions,
  },
  {
    key: 'administrator',
    name: 'Administrator',
    description: 'Everything but roles and owners.',
    permissions: [
      'dashboard:read',
      'travelers:read',
      'travelers:write',
      'travelers:export',
      'partners:read',
      'partners:write',
      'partners:decide',
      'riders:read',
      'riders:write',
      'riders:decide',
      'products:read',
      'products:decide',
      'orders:read',
      'orders:assign',
      'refunds:read',
      'refunds:decide',
      'support:read',
      'support:reply',
      'support:status',
      'activity:read',
      'activity:export',
      'team:manage',
    ],
  },
  {
    key: 'operations',
    name: 'Operations',
    description:
      'Runs partners, riders, products and orders, decisions and rider assignment included; reads travelers, refunds and support.',
    permissions: [
      'dashboard:read',
      'partners:read',
      'partners:write',
      'partners:decide',
      'riders:read',
      'riders:write',
      'riders:decide',
      'products:read',
      'products:decide',
      'orders:read',
      'orders:assign',
      'travelers:read',
      'refunds:read',
      'support:read',
    ],
  },
  {
    key: 'support',
    name: 'Support',
    description:
      'Answers support tickets and sets their status; reads travelers, partners, riders, products and orders. No decisions, no exports.',
    permissions: [
      'support:read',
      'support:reply',
      'support:status',
      'travelers:read',
      'partners:read',
      'riders:read',
      'products:read',
      'orders:read',
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    description:
      "Approves and rejects refunds, sees orders and the dashboard's figures, and exports; reads the rest.",
    permissions: [
      'dashboard:read',
      'travelers:read',
      'partners:read',
      'riders:read',
      'products:read',
      'orders:read',
      'refunds:read',
      'support:read',
      'activity:read',
      'refunds:decide',
      'travelers:export',
      'activity:export',
    ],
  },
  {
    key: 'viewer',
    name: 'Viewer',
    description: 'Reads everything but the team; changes and exports nothing.',
    permissions: everyRead,
  },
];

/** The permission that lets an admin see a record of each type, live events and presence included. */
export const recordReadPermissions: Readonly<Record<RecordType, Permission>> = {
  partner: 'partners:read',
  rider: 'riders:read',
  traveler: 'travelers:read',
  product: 'products:read',
  order: 'orders:read',
  refund: 'refunds:read',
  ticket: 'support:read',
};

const known = /* @__PURE__ */ new Set<string>(permissions);

/** Whether a text names a permission of this contract. */
export const isPermission = (value: string): value is Permission => known.has(value);

/**
 * What a signed-in user may do, from GET /user. A back end that answers no `permissions` has no
 * roles, so every admin may do everything there, as before roles; unknown names are left out.
 */
export function grantedPermissions(
  user: { readonly permissions?: readonly string[] | null } | null | undefined,
): ReadonlySet<Permission> {
  if (!user) return new Set();
  if (!user.permissions) return new Set(permissions);
  return new Set(user.permissions.filter(isPermission));
}
