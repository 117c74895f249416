import { describe, expect, it } from 'vitest';
import { endpointName } from './endpoint.ts';
import { endpoints, listEndpoints } from './endpoints/index.ts';
import {
  builtInRoleKeys,
  builtInRoles,
  grantedPermissions,
  permissionAreas,
  permissionDescriptions,
  permissions,
  recordReadPermissions,
} from './permissions.ts';
import { recordTypes } from './records.ts';
import { changeRolePayloadSchema, rolePayloadSchema } from './schemas/role.ts';
import { invitePayloadSchema } from './schemas/team.ts';

const adminEntries = listEndpoints().filter((endpoint) => endpoint.access === 'admin');

/** The admin calls any admin may make: their own account, notifications, search, geocoding. */
const openToEveryAdmin = [
  'POST /profile/update',
  'POST /user/update-password',
  'GET /sessions',
  'POST /sessions/sign-out-others',
  'POST /2fa/update',
  'POST /2fa/generate-totp',
  'POST /2fa/verify-recovery',
  'GET /notifications',
  'POST /notifications/{id}/read',
  'POST /notifications/read-all',
  'GET /search',
  'GET /geocode',
];

describe('every admin endpoint declares its permission', () => {
  it.each(adminEntries.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s',
    (_, endpoint) => {
      // undefined is a forgotten permission; null is "any admin", said on purpose.
      expect(endpoint.permission).not.toBeUndefined();
    },
  );

  it('leaves exactly the own-account and shared calls open to every admin', () => {
    const open = adminEntries.filter((endpoint) => endpoint.permission === null);
    expect(open.map(endpointName).sort()).toEqual([...openToEveryAdmin].sort());
  });

  it('gives public and signed-in-user calls none', () => {
    const others = listEndpoints().filter((endpoint) => endpoint.access !== 'admin');
    expect(others.filter((endpoint) => endpoint.permission !== undefined)).toEqual([]);
  });

  it('uses every permission somewhere', () => {
    const used = new Set(adminEntries.map((endpoint) => endpoint.permission));
    expect(permissions.filter((permission) => !used.has(permission))).toEqual([]);
  });
});

describe('the permission list', () => {
  it('says what each permission allows in a sentence', () => {
    for (const permission of permissions) {
      expect(permissionDescriptions[permission]).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('puts each permission in exactly one area', () => {
    const listed = permissionAreas.flatMap((area) => area.permissions);
    expect([...listed].sort()).toEqual([...permissions].sort());
  });

  it('names a read permission for every record type', () => {
    expect(Object.keys(recordReadPermissions).sort()).toEqual([...recordTypes].sort());
  });
});

describe('the built-in roles', () => {
  const role = (key: string) => builtInRoles.find((candidate) => candidate.key === key)!;
  const reads = permissions.filter((permission) => permission.endsWith(':read'));

  it('are the six of the issue, each with known permissions and no repeats', () => {
    expect(builtInRoles.map((candidate) => candidate.key)).toEqual([...builtInRoleKeys]);
    for (const candidate of builtInRoles) {
      expect(candidate.permissions.every((p) => permissions.includes(p))).toBe(true);
      expect(new Set(candidate.permissions).size).toBe(candidate.permissions.length);
    }
  });

  it('let only the owner manage roles, and the administrator everything else', () => {
    expect(role('owner').permissions).toEqual(permissions);
    expect(builtInRoles.filter((r) => r.permissions.includes('roles:manage'))).toEqual([
      role('owner'),
    ]);
    expect([...role('administrator').permissions, 'roles:manage'].sort()).toEqual(
      [...permissions].sort(),
    );
  });

  it('keep the viewer to reading, outside the team', () => {
    expect([...role('viewer').permissions].sort()).toEqual([...reads].sort());
    expect(role('viewer').permissions.some((p) => p.startsWith('team:'))).toBe(false);
  });

  it('give support replies and statuses but no decisions, exports or refunds', () => {
    const support = role('support').permissions;
    expect(support).toEqual(expect.arrayContaining(['support:reply', 'support:status']));
    expect(support.some((p) => /:(decide|export|write|assign)$/.test(p))).toBe(false);
    expect(support).not.toContain('refunds:read');
  });

  it('give finance refund decisions and exports, and operations the rest of the decisions', () => {
    expect(role('finance').permissions).toEqual(
      expect.arrayContaining(['refunds:decide', 'travelers:export', 'activity:export', ...reads]),
    );
    expect(role('finance').permissions).not.toContain('partners:decide');
    expect(role('operations').permissions).toEqual(
      expect.arrayContaining([
        'partners:decide',
        'riders:decide',
        'products:decide',
        'orders:assign',
      ]),
    );
    expect(role('operations').permissions).not.toContain('refunds:decide');
  });
});

describe('role payloads', () => {
  it('take a custom role with its permissions in table order, repeats dropped', () => {
    const parsed = rolePayloadSchema.parse({
      name: ' Night shift ',
      permissions: ['support:reply', 'support:read', 'support:read'],
    });
    expect(parsed).toEqual({ name: 'Night shift', permissions: ['support:read', 'support:reply'] });
  });

  it('refuse no permission, an unknown one and the owner-only one, in Laravel words', () => {
    const issues = (value: unknown) =>
      rolePayloadSchema.safeParse({ name: 'X', permissions: value }).error?.issues ?? [];
    expect(issues([])[0]?.message).toBe('The permissions field is required.');
    expect(issues(['orders:fly'])[0]?.message).toBe('The selected permissions is invalid.');
    expect(issues(['roles:manage'])[0]?.message).toBe('Only the Owner role may manage roles.');
  });

  it('choose a role by key or by id', () => {
    expect(changeRolePayloadSchema.parse({ role: 'support' })).toEqual({ role: 'support' });
    expect(changeRolePayloadSchema.parse({ role: 7 })).toEqual({ role: 7 });
    expect(changeRolePayloadSchema.parse({ role: '7' })).toEqual({ role: 7 });
    expect(changeRolePayloadSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'The role field is required.',
    );
    for (const role of [true, 0, -1, 1.5, 2 ** 31, '2147483648']) {
      expect(changeRolePayloadSchema.safeParse({ role }).error?.issues[0]?.message).toBe(
        'The selected role is invalid.',
      );
    }
  });

  it('let an invitation name its role or leave it to the default', () => {
    const invite = { name: 'Sam', email: 'sam@example.test' };
    expect(invitePayloadSchema.parse(invite).role).toBeUndefined();
    expect(invitePayloadSchema.parse({ ...invite, role: 'finance' }).role).toBe('finance');
  });
});

describe('grantedPermissions', () => {
  it('reads the known permissions of GET /user', () => {
    const granted = grantedPermissions({ permissions: ['orders:read', 'orders:fly'] });
    expect([...granted]).toEqual(['orders:read']);
  });

  it('grants everything where the back end has no roles, and nothing to nobody', () => {
    expect(grantedPermissions({}).size).toBe(permissions.length);
    expect(grantedPermissions(null).size).toBe(0);
  });

  it('is what the table asks of a role change', () => {
    expect(endpoints.team.changeRole.permission).toBe('team:manage');
  });
});
