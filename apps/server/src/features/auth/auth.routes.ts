import {
  loginBody,
  loginResponse,
  logoutBody,
  refreshBody,
  refreshResponse,
  setPasswordBody,
  setPasswordResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { refreshSession } from './refresh-session';
import { setPassword } from './set-password';

const tags = ['auth'];

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/login',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Log a merchant in', body: loginBody, response: { 200: loginResponse } },
      },
      async (request) => logIn(deps, { ...request.body, ip: request.ip }),
    );

    app.post(
      '/user/refresh-token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Rotate a refresh token',
          body: refreshBody,
          response: { 200: refreshResponse },
        },
      },
      async (request) =>
        refreshSession(deps, { refreshToken: request.body.refresh_token, store: request.body.store }),
    );

    app.post(
      '/user/logout',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Revoke this login everywhere',
          body: logoutBody,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await logOut(deps, { refreshToken: request.body.refresh_token });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/user/set-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Choose a password with a one-time link (invite or reset)',
          body: setPasswordBody,
          response: { 200: setPasswordResponse },
        },
      },
      async (request) => setPassword(deps, request.body),
    );
  };
