import { describe, expect, it } from 'vitest';
import {
  builtInRoles,
  partnerEndpoints,
  permissions,
  teamEndpoints,
  accountEndpoints,
  type BuiltInRoleKey,
  type User,
} from '@packlight/api-types';
import { paths } from '../paths.ts';
import { allows, grantedTo, mayOpen, permissionForPath, sameAccess } from './access.ts';

const roleGrants = (key: BuiltInRoleKey) =>
  grantedTo({ permissions: builtInRoles.find((role) => role.key === key)?.permissions ?? [] });

const user = (changes: Partial<User>): User => ({
  id: 7,
  type: 'admin',
  email: 'leo@packlight.dev',
  role: { id: 4, key: 'support', name: 'Support' },
  permissions: ['support:read', 'support:reply'],
  ...changes,
});

describe('grantedTo', () => {
  it('grants the permissions GET /user answered, and no others', () => {
    const granted = grantedTo({ permissions: ['support:read', 'rockets:launch'] });
    expect(permissions.filter((permission) => granted.has(permission))).toEqual(['support:read']);
  });

  it('grants everything to a user of a back end without roles, or one not known yet', () => {
    for (const granted of [grantedTo({}), grantedTo({ permissions: null }), grantedTo(null)]) {
      expect(permissions.every((permission) => granted.has(permission))).toBe(true);
    }
  });

  it('grants nothing for an empty list: a role may allow nothing', () => {
    expect(permissions.some((permission) => grantedTo({ permissions: [] }).has(permission))).toBe(
      false,
    );
  });
});

describe('allows', () => {
  const support = roleGrants('support');

  it('reads a permission by name, or the one an endpoint entry declares', () => {
    expect(allows(support, 'support:reply')).toBe(true);
    expect(allows(support, 'partners:decide')).toBe(false);
    expect(allows(support, partnerEndpoints.detail)).toBe(true);
    expect(allows(support, partnerEndpoints.statusUpdate)).toBe(false);
    expect(allows(support, teamEndpoints.list)).toBe(false);
  });

  it('lets through what needs nothing: null, or an entry every admin may call', () => {
    expect(allows(new Set(), null)).toBe(true);
    expect(allows(new Set(), undefined)).toBe(true);
    expect(allows(new Set(), accountEndpoints.updatePassword)).toBe(true);
  });

  it('gives the Owner everything and the Viewer no change at all', () => {
    const owner = roleGrants('owner');
    const viewer = roleGrants('viewer');
    expect(permissions.every((permission) => allows(owner, permission))).toBe(true);
    expect(permissions.filter((permission) => allows(viewer, permission))).toEqual(
      permissions.filter((permission) => permission.endsWith(':read')),
    );
  });
});

describe('permissionForPath and mayOpen', () => {
  it("names each guarded screen's permission, ids and all", () => {
    expect(permissionForPath('/travelers')).toBe('travelers:read');
    expect(permissionForPath(paths.partnerProfile.href(12))).toBe('partners:read');
    expect(permissionForPath(paths.updatePartner.href(12))).toBe('partners:write');
    expect(permissionForPath(paths.assignRider.href(3))).toBe('orders:assign');
    expect(permissionForPath('/refund/refundsdetail/9')).toBe('refunds:read');
    expect(permissionForPath('/activity')).toBe('activity:read');
  });

  it('leaves the screens every admin uses unguarded, and unknown addresses to Not Found', () => {
    for (const open of ['/', '/settings', '/notifications', '/no-such-page']) {
      expect(permissionForPath(open)).toBeUndefined();
    }
  });

  it('judges in-app links by their path, ignoring the query', () => {
    const support = roleGrants('support');
    expect(mayOpen(support, '/orders?tab=pending')).toBe(true);
    expect(mayOpen(support, '/refund?tab=pending')).toBe(false);
    expect(mayOpen(support, paths.addPartner.href())).toBe(false);
    expect(mayOpen(support, '/settings?tab=team')).toBe(true);
    expect(mayOpen(new Set(), 'https://example.com/refund')).toBe(true);
  });
});

describe('sameAccess', () => {
  it('sees no change when the role and its permissions stay, in any order', () => {
    const before = user({});
    expect(sameAccess(before, user({ permissions: ['support:reply', 'support:read'] }))).toBe(true);
  });

  it('sees a new role, a renamed role, or an edited one', () => {
    const before = user({});
    expect(sameAccess(before, user({ role: { id: 5, key: 'finance', name: 'Finance' } }))).toBe(
      false,
    );
    expect(sameAccess(before, user({ role: { id: 4, key: 'support', name: 'Helpdesk' } }))).toBe(
      false,
    );
    expect(sameAccess(before, user({ permissions: ['support:read'] }))).toBe(false);
    expect(sameAccess(null, before)).toBe(false);
  });
});
