import * as z from 'zod/mini';
import { ownerOnlyPermission, permissions, type Permission } from '../permissions.ts';
import { idSchema } from './common.ts';
import { isIdNumber } from './ids.ts';
import { optionalString, requiredString } from './fields.ts';
import { laravelMessages } from './messages.ts';

/** A role as other answers name it: the signed-in user's, a team row's, an invitation's. */
export const roleRefSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
});
export type RoleRef = z.infer<typeof roleRefSchema>;

/**
 * A role as GET /roles lists it (decisions.md D71). `permissions` are read as plain text, so a
 * newer server's permission does not break an older app; `grantedPermissions` keeps the known ones.
 */
export const roleSchema = z.object({
  id: idSchema,
  key: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  permissions: z.array(z.string()),
  /** A built-in role cannot be edited or deleted. */
  built_in: z.boolean(),
  /** Admins and pending invitations holding the role: one or more, and it cannot be deleted. */
  admins_count: z.number(),
});
export type Role = z.infer<typeof roleSchema>;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * The permissions a custom role is given: at least one, each a permission of the contract, never
 * `roles:manage` (only the built-in Owner manages roles). Repeats are dropped.
 */
/* @__NO_SIDE_EFFECTS__ */
function permissionListField(field: string) {
  return z.pipe(
    z
      .array(z.enum(permissions, { error: laravelMessages.selected(field) }), {
        error: (issue) =>
          isMissing(issue.input) ? laravelMessages.required(field) : laravelMessages.array(field),
      })
      .check(
        z.minLength(1, laravelMessages.required(field)),
        z.maxLength(permissions.length, laravelMessages.maxArray(field, permissions.length)),
        z.refine(
          (chosen: Permission[]) => !chosen.includes(ownerOnlyPermission),
          'Only the Owner role may manage roles.',
        ),
      ),
    z.transform((chosen: Permission[]) => permissions.filter((p) => chosen.includes(p))),
  );
}

/** POST /roles and POST /roles/{id}: a custom role's name, description and permissions. */
export const rolePayloadSchema = z.object({
  name: requiredString('name', { max: 60 }),
  description: optionalString('description', { max: 255 }),
  permissions: permissionListField('permissions'),
});
export type RolePayload = z.input<typeof rolePayloadSchema>;

/**
 * A role chosen by its `key` (`"support"`) or its `id` (`7` or `"7"`): an id as a number, a key as
 * text. Whether it names a role is the server's to say (422 'The selected role is invalid.').
 */
/* @__NO_SIDE_EFFECTS__ */
export function roleChoiceField(field: string) {
  const invalid = laravelMessages.selected(field);
  const chosen = z.pipe(
    z.union(
      [
        z.number().check(z.int(invalid)),
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, laravelMessages.required(field)),
            z.maxLength(60, invalid),
          ),
      ],
      {
        error: (issue) => (isMissing(issue.input) ? laravelMessages.required(field) : invalid),
      },
    ),
    z.transform((value: number | string) =>
      typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    ),
  );
  // An id past the id range names no role, as an id out of range names no record.
  return z.pipe(
    chosen,
    z.union([z.string(), z.number().check(z.refine(isIdNumber, invalid))], { error: invalid }),
  );
}

/** POST /team/admins/{id}/role. */
export const changeRolePayloadSchema = z.object({ role: roleChoiceField('role') });
export type ChangeRolePayload = z.input<typeof changeRolePayloadSchema>;

/** The role an invitation gives when the inviting client names none (decisions.md D71). */
export const defaultInvitationRole = 'administrator';
