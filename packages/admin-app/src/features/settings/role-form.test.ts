import { describe, expect, it } from 'vitest';
import { builtInRoles, ownerOnlyPermission, permissions, type Role } from '@packlight/api-types';
import {
  editableAreas,
  everyArea,
  roleFormProblems,
  roleFormValues,
  rolePayload,
  roleSummary,
} from './role-form.ts';
import { defaultInvitationChoice, isOwnerRole, mayActOn, roleChoices } from './role-choices.ts';

const roles: Role[] = builtInRoles.map((role, index) => ({
  id: index + 1,
  key: role.key,
  name: role.name,
  description: role.description,
  permissions: [...role.permissions],
  built_in: true,
  admins_count: 0,
}));

describe('the role editor', () => {
  it('offers every permission but managing roles, by area, each with its sentence', () => {
    const offered = editableAreas.flatMap((area) => area.permissions.map((p) => p.permission));
    expect(offered).not.toContain(ownerOnlyPermission);
    expect(offered).toHaveLength(permissions.length - 1);
    const team = editableAreas.find((area) => area.key === 'team');
    expect(team?.permissions).toEqual([
      {
        permission: 'team:manage',
        description:
          'Invite, deactivate and reactivate admins, and change their roles (not owners).',
      },
    ]);
    expect(everyArea.flatMap((area) => area.permissions)).toHaveLength(permissions.length);
  });

  it('reads a role into the form and sends it back trimmed, in the contract order', () => {
    const values = roleFormValues({
      name: 'Night shift',
      description: null,
      permissions: ['support:reply', 'support:read', 'unknown:thing'],
    });
    expect([...values.permissions]).toEqual(['support:read', 'support:reply']);
    expect(rolePayload({ ...values, name: '  Night shift ', description: ' ' })).toEqual({
      name: 'Night shift',
      permissions: ['support:read', 'support:reply'],
    });
    expect(rolePayload({ ...values, description: ' Evenings ' }).description).toBe('Evenings');
  });

  it('asks for a name and at least one permission before calling the server', () => {
    expect(roleFormProblems(roleFormValues())).toEqual({
      name: 'Enter a name for the role.',
      permissions: 'Choose at least one permission.',
    });
    expect(roleFormProblems({ ...roleFormValues(roles[3]), name: 'x' })).toEqual({});
  });

  it('sums a role up by the areas it touches', () => {
    expect(roleSummary(roles[0]?.permissions ?? [])).toBe('Everything');
    expect(roleSummary(roles[3]?.permissions ?? [])).toBe(
      'Travelers, Partners, Riders, Products, Orders, Support',
    );
    expect(roleSummary([])).toBe('Nothing');
  });
});

describe('the role choices of the Team tab', () => {
  it('offers Owner only to those who manage owners', () => {
    expect(roleChoices(roles, true).map((choice) => choice.label)).toContain('Owner');
    expect(roleChoices(roles, false).map((choice) => choice.label)).toEqual([
      'Administrator',
      'Operations',
      'Support',
      'Finance',
      'Viewer',
    ]);
  });

  it('invites as Viewer, or else as the role allowing least that is not Owner', () => {
    expect(defaultInvitationChoice(roles)).toBe(6);
    const custom = roles
      .filter((role) => role.key !== 'viewer')
      .concat({ ...roles[3]!, id: 9, key: 'helpdesk', permissions: ['support:read'] });
    expect(defaultInvitationChoice(custom)).toBe(9);
    expect(defaultInvitationChoice([])).toBeUndefined();
  });

  it("keeps owners' rows to owners", () => {
    const owner = { role: { id: 1, key: 'owner', name: 'Owner' } };
    const agent = { role: { id: 4, key: 'support', name: 'Support' } };
    expect(isOwnerRole(owner.role)).toBe(true);
    expect(mayActOn(owner, false)).toBe(false);
    expect(mayActOn(owner, true)).toBe(true);
    expect(mayActOn(agent, false)).toBe(true);
  });
});
