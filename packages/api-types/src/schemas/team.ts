import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';
import { emailField, matchingFields, passwordField, requiredString } from './fields.ts';
import { roleChoiceField, roleRefSchema } from './role.ts';

/** An administrator as the Team tab lists them. */
export const teamAdminSchema = z.object({
  id: idSchema,
  name: z.nullable(z.string()),
  email: z.string(),
  two_factor: z.boolean(),
  /** When one of their sessions was last used; null if they never signed in. */
  last_active_at: z.nullable(timestampSchema),
  /** Set while the admin is deactivated (they cannot sign in). */
  deactivated_at: z.nullable(timestampSchema),
  /** What the admin may do (decisions.md D71). */
  role: roleRefSchema,
});
export type TeamAdmin = z.infer<typeof teamAdminSchema>;

/** An invitation not yet accepted or revoked. */
export const teamInvitationSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  invited_by: z.nullable(z.string()),
  expires_at: timestampSchema,
  /** True once the link is older than its 72 hours: it can be resent, not used. */
  expired: z.boolean(),
  created_at: timestampSchema,
  /** The role the new admin gets on accepting. */
  role: roleRefSchema,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** GET /team. */
export const teamSchema = z.object({
  admins: z.array(teamAdminSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/**
 * POST /team/invitations. `role` is a role's key or id; a client that sends none invites an
 * Administrator (`defaultInvitationRole`, decisions.md D71).
 */
export const invitePayloadSchema = z.object({
  name: requiredString('name'),
  email: emailField('email'),
  role: z.optional(roleChoiceField('role')),
});
export type InvitePayload = z.input<typeof invitePayloadSchema>;

/** POST /invitation/show: what the accept page shows before a password is set. */
export const invitationTokenPayloadSchema = z.object({ token: requiredString('token') });

/** The invitation as the accept page shows it. */
export const invitationPreviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  expires_at: timestampSchema,
});

/** POST /invitation/accept: the token from the link and the new password. */
export const acceptInvitationPayloadSchema = /* @__PURE__ */ z
  .object({
    token: requiredString('token'),
    password: passwordField('password'),
    password_confirmation: passwordField('password_confirmation', { min: 1 }),
  })
  .check(matchingFields('password', 'password_confirmation'));
export type AcceptInvitationPayload = z.input<typeof acceptInvitationPayloadSchema>;

/** How long an invitation link works (decisions.md D53). */
export const invitationHours = 72;
