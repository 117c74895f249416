import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, dataOf, messageAnswerSchema } from '../schemas/common.ts';
import { changeRolePayloadSchema } from '../schemas/role.ts';
import {
  acceptInvitationPayloadSchema,
  invitationPreviewSchema,
  invitationTokenPayloadSchema,
  invitePayloadSchema,
  teamAdminSchema,
  teamInvitationSchema,
  teamSchema,
} from '../schemas/team.ts';
import { byId } from './params.ts';

/** The administrators and their invitations (Settings, Team tab). */
export const teamEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/team',
    permission: 'team:manage',
    response: dataOf(teamSchema),
    summary: 'Every administrator and every pending invitation.',
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/team/invitations',
    permission: 'team:manage',
    request: invitePayloadSchema,
    response: actionAnswerOf(teamInvitationSchema),
    summary: 'Invite an administrator by mail; the link sets a password (72 h, single use).',
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/team/invitations/{id}/resend',
    permission: 'team:manage',
    params: byId,
    response: actionAnswerOf(teamInvitationSchema),
    summary: 'Send a pending invitation again with a new link; the old link stops working.',
  }),
  revoke: defineEndpoint({
    method: 'POST',
    path: '/team/invitations/{id}/revoke',
    permission: 'team:manage',
    params: byId,
    response: actionAnswerOf(teamInvitationSchema),
    summary: 'Withdraw a pending invitation; its link stops working.',
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/team/admins/{id}/deactivate',
    permission: 'team:manage',
    params: byId,
    response: actionAnswerOf(teamAdminSchema),
    summary: 'Deactivate an administrator: their sessions end at once, their history stays.',
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/team/admins/{id}/reactivate',
    permission: 'team:manage',
    params: byId,
    response: actionAnswerOf(teamAdminSchema),
    summary: 'Let a deactivated administrator sign in again.',
  }),
  changeRole: defineEndpoint({
    method: 'POST',
    path: '/team/admins/{id}/role',
    params: byId,
    permission: 'team:manage',
    request: changeRolePayloadSchema,
    response: actionAnswerOf(teamAdminSchema),
    summary: "Give an administrator another role (owners' roles only by an owner).",
  }),
  showInvitation: defineEndpoint({
    method: 'POST',
    path: '/invitation/show',
    access: 'public',
    request: invitationTokenPayloadSchema,
    response: dataOf(invitationPreviewSchema),
    summary: "The name and email of an invitation, given its link's token (422 when unusable).",
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/invitation/accept',
    access: 'public',
    request: acceptInvitationPayloadSchema,
    response: messageAnswerSchema,
    summary: "Accept an invitation: set the new administrator's password; the link is then used.",
  }),
};
