import {
  changePasswordBody,
  contactUpdateBody,
  forgotPasswordBody,
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
import { queueAccountEmail } from '../../notifications/account-emails';
import { authOf } from '../auth/authenticate';
import { forgotPassword } from '../auth/forgot-password';
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

/** The store's team (docs/team.md) and the signed-in user's own profile. */
export const teamRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Here rather than with the login routes: the email it writes goes through the outbox, which auth
    // does not depend on (features may not depend on each other in a cycle).
    app.post(
      '/user/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Email a link to choose a new password (the same answer for unknown emails)',
          body: forgotPasswordBody,
          response: { 200: messageResponse },
        },
      },
      async (request) =>
        forgotPassword(deps, { ...request.body, ip: request.ip }, (tx, email) =>
          queueAccountEmail(deps, tx, email),
        ),
    );
    app.get(
      '/permission/v1/list',
      {
        config: { access: 'user.view' },
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
        config: { access: 'user.view' },
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
        config: { access: 'user.edit' },
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
        config: { access: 'member' },
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
        config: { access: 'member' },
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
        config: { access: 'member' },
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
        config: { access: 'user.edit' },
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
        config: { access: 'user.edit' },
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
        config: { access: 'user.edit' },
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
      {
        config: { access: 'user.edit' },
        schema: { tags, summary: 'Remove a member', params: userIdParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        await removeUser(deps, auth, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
