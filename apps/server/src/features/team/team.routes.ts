import {
  changePasswordBody,
  contactUpdateBody,
  inviteEmailResponse,
  inviteUserBody,
  messageResponse,
  permissionListResponse,
  TEAM_PERMISSIONS,
  teamMember,
  updateUserBody,
  userIdParams,
  userListQuery,
  userListResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { changePassword } from './change-password';
import { getInviteEmail } from './get-invite-email';
import { getUser } from './get-user';
import { inviteUser } from './invite-user';
import { listPermissions } from './list-permissions';
import { listUsers } from './list-users';
import { removeUser } from './remove-user';
import { sendPasswordReset } from './send-password-reset';
import { updateContact } from './update-contact';
import { updateUser } from './update-user';

const tags = ['team'];
const { view, edit } = TEAM_PERMISSIONS;

/** Spec 7 "Users": the store's team (docs/team.md) and the signed-in user's own profile. */
export const teamRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/permission/v1/list',
      {
        schema: {
          tags,
          summary: 'Every permission a member can hold',
          response: { 200: permissionListResponse },
        },
      },
      async (request) => {
        requirePermission(authOf(request), view);
        return listPermissions();
      },
    );
    app.get(
      '/user/v1',
      {
        schema: {
          tags,
          summary: 'The team, paged and searchable',
          querystring: userListQuery,
          response: { 200: userListResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, view);
        return listUsers(deps, auth.storeId, request.query);
      },
    );
    app.post(
      '/user/v1',
      {
        schema: {
          tags,
          summary: 'Invite a member by email',
          body: inviteUserBody,
          response: { 200: teamMember },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        return inviteUser(deps, auth, request.body);
      },
    );
    app.put(
      '/user/v1/contact-update',
      {
        schema: {
          tags,
          summary: 'Change your own name and email',
          body: contactUpdateBody,
          response: { 200: teamMember },
        },
      },
      async (request) => updateContact(deps, authOf(request), request.body),
    );
    app.put(
      '/user/v1/password',
      {
        schema: {
          tags,
          summary: 'Change your own password',
          body: changePasswordBody,
          response: { 200: messageResponse },
        },
      },
      async (request) => changePassword(deps, authOf(request), request.body),
    );
    app.get(
      '/user/v1/:id',
      {
        schema: {
          tags,
          summary: 'A member (yourself without user.view)',
          params: userIdParams,
          response: { 200: teamMember },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (request.params.id !== auth.userId) requirePermission(auth, view);
        return getUser(deps, auth.storeId, request.params.id);
      },
    );
    app.get(
      '/user/v1/:id/invite-email',
      {
        schema: {
          tags,
          summary: 'The invite waiting for a member, as emailed (to hand over without SMTP)',
          params: userIdParams,
          response: { 200: inviteEmailResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        return getInviteEmail(deps, auth.storeId, request.params.id);
      },
    );
    app.put(
      '/user/v1/:id',
      {
        schema: {
          tags,
          summary: "Change a member's name or permissions",
          params: userIdParams,
          body: updateUserBody,
          response: { 200: teamMember },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        return updateUser(deps, auth, request.params.id, request.body);
      },
    );
    app.patch(
      '/user/v1/:id',
      {
        schema: {
          tags,
          summary: 'Email a member a link to reset their password',
          params: userIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        return sendPasswordReset(deps, auth, request.params.id);
      },
    );
    app.delete(
      '/user/v1/:id',
      { schema: { tags, summary: 'Remove a member', params: userIdParams, response: { 204: z.null() } } },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        await removeUser(deps, auth, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
