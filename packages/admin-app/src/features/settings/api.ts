import {
  accountEndpoints,
  authEndpoints,
  normaliseUserResponse,
  roleEndpoints,
  teamEndpoints,
  type InvitePayload,
  type Role,
  type RolePayload,
  twoFactorEndpoints,
  type PasswordUpdatePayload,
  type ProfileUpdatePayload,
  type TotpSetup,
  type TwoFactorMethod,
  type User,
} from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';

// The settings area's one door to the server: a function per write, each rejecting on failure.
// The signed-in user is held by the session (lib/auth), which the screens update with the
// answers.

/** Saves the profile (multipart); answers the updated user. */
export async function updateProfile(payload: ProfileUpdatePayload): Promise<User> {
  const answer = await call(accountEndpoints.updateProfile, { body: payload });
  return answer.data;
}

/** Changes the password; answers the server's message. */
export async function updatePassword(payload: PasswordUpdatePayload): Promise<string> {
  const answer = await call(accountEndpoints.updatePassword, { body: payload });
  return answer.message;
}

/**
 * GET /user, for a session whose user could not be loaded at start (the server failed then);
 * `false` waits.
 */
export function useSessionUser(isNeeded: boolean) {
  return useEndpoint(authEndpoints.user, isNeeded ? {} : null);
}

/** The signed-in user as the server has them now (their two-factor method and secret mask). */
export async function fetchCurrentUser(): Promise<User> {
  return normaliseUserResponse(await call(authEndpoints.user));
}

/**
 * Sets the second-factor method. Turning the authenticator on takes a code from its new secret
 * (`code`), so nobody is switched to a phone that cannot make codes.
 */
export async function setTwoFactorMethod(
  method: TwoFactorMethod,
  code: string | undefined,
  currentPassword: string,
): Promise<void> {
  await call(twoFactorEndpoints.update, {
    body: { method, current_password: currentPassword, ...(code ? { code } : {}) },
  });
}

/** Creates a new authenticator secret: its QR code and fresh recovery codes. */
export async function generateTotp(currentPassword: string): Promise<TotpSetup> {
  return (
    await call(twoFactorEndpoints.generateTotp, { body: { current_password: currentPassword } })
  ).data;
}

/** Spends a recovery code to show the authenticator's QR code again, with fresh codes. */
export async function recoverTotp(code: string): Promise<TotpSetup> {
  return (await call(twoFactorEndpoints.verifyRecovery, { body: { code } })).data;
}

/** The signed-in user's own sessions, the current one first (decisions.md D42). */
export function useOwnSessions() {
  return useEndpoint(accountEndpoints.sessions, {});
}

/** Ends every own session but this one; answers the server's message. */
export async function signOutOtherSessions(): Promise<string> {
  return (await call(accountEndpoints.signOutOtherSessions)).message;
}

/** The administrators and pending invitations (the Team tab). */
export function useTeam() {
  return useEndpoint(teamEndpoints.list, {});
}

/** Invites an administrator by mail; answers the server's message. */
export async function inviteAdmin(payload: InvitePayload): Promise<string> {
  return (await call(teamEndpoints.invite, { body: payload })).message;
}

/** Sends a pending invitation again with a new link. */
export async function resendInvitation(id: number): Promise<string> {
  return (await call(teamEndpoints.resend, { params: { id } })).message;
}

/** Withdraws a pending invitation; its link stops working. */
export async function revokeInvitation(id: number): Promise<string> {
  return (await call(teamEndpoints.revoke, { params: { id } })).message;
}

/** Deactivates an administrator: their sessions end at once. */
export async function deactivateAdmin(id: number): Promise<string> {
  return (await call(teamEndpoints.deactivate, { params: { id } })).message;
}

/** Lets a deactivated administrator sign in again. */
export async function reactivateAdmin(id: number): Promise<string> {
  return (await call(teamEndpoints.reactivate, { params: { id } })).message;
}

/**
 * Gives an administrator another role (decisions.md D71); answers the server's message. The team
 * and the roles' counts change.
 */
export async function changeAdminRole(id: number, role: number): Promise<string> {
  try {
    return (await call(teamEndpoints.changeRole, { params: { id }, body: { role } })).message;
  } finally {
    void revalidateEndpoints(teamEndpoints.list, roleEndpoints.list);
  }
}

/** Every role, built-in ones first (the Team tab's choices, the Roles tab); `false` waits. */
export function useRoles(isNeeded = true) {
  return useEndpoint(roleEndpoints.list, isNeeded ? {} : null);
}

/** Makes a custom role; answers the server's message. */
export async function createRole(payload: RolePayload): Promise<string> {
  const answer = await call(roleEndpoints.create, { body: payload });
  void revalidateEndpoints(roleEndpoints.list);
  return answer.message;
}

/** Renames a custom role or changes its permissions; answers the server's message. */
export async function updateRole(id: number, payload: RolePayload): Promise<string> {
  const answer = await call(roleEndpoints.update, { params: { id }, body: payload });
  // The team shows role names, and the signed-in admin may hold this role.
  void revalidateEndpoints(roleEndpoints.list, teamEndpoints.list);
  return answer.message;
}

/** Deletes a custom role nobody holds; answers the server's message (422 while in use). */
export async function deleteRole(role: Pick<Role, 'id'>): Promise<string> {
  try {
    return (await call(roleEndpoints.remove, { params: { id: role.id } })).message;
  } finally {
    void revalidateEndpoints(roleEndpoints.list);
  }
}
