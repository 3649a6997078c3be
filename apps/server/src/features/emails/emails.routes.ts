import {
  emailPreviewResponse,
  emailTemplateBody,
  emailTemplateListResponse,
  emailTemplateParams,
  emailTemplateView,
  sentEmailListResponse,
  sentEmailParams,
  sentEmailQuery,
  sentEmailView,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { getTemplate } from './get-template';
import { listTemplates } from './list-templates';
import { previewTemplate } from './preview-template';
import { resetTemplate, saveTemplate } from './save-template';
import { getSentEmail, listSentEmails } from './sent-emails';

const tags = ['emails'];
const ONE = '/email-template/v1/:kind/:language';

export const emailsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/email-template/v1',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Every email and the languages the store rewrote',
          response: { 200: emailTemplateListResponse },
        },
      },
      async (request) => listTemplates(deps, authOf(request)),
    );
    app.get(
      ONE,
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'One email in one language',
          params: emailTemplateParams,
          response: { 200: emailTemplateView },
        },
      },
      async (request) => getTemplate(deps, authOf(request), request.params.kind, request.params.language),
    );
    app.put(
      ONE,
      {
        config: { access: 'setting.general.edit' },
        schema: {
          tags,
          summary: 'Save the store’s text of an email (unknown variables refused)',
          params: emailTemplateParams,
          body: emailTemplateBody,
          response: { 200: emailTemplateView },
        },
      },
      async (request) => saveTemplate(deps, authOf(request), request.params, request.body),
    );
    app.delete(
      ONE,
      {
        config: { access: 'setting.general.edit' },
        schema: {
          tags,
          summary: 'Back to the default text',
          params: emailTemplateParams,
          response: { 200: emailTemplateView },
        },
      },
      async (request) => resetTemplate(deps, authOf(request), request.params),
    );
    app.post(
      `${ONE}/preview`,
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'The email rendered on a demo request',
          params: emailTemplateParams,
          body: emailTemplateBody,
          response: { 200: emailPreviewResponse },
        },
      },
      async (request) => previewTemplate(deps, authOf(request), request.params, request.body),
    );
    app.get(
      '/sent-email/v1',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Sent emails, newest first',
          querystring: sentEmailQuery,
          response: { 200: sentEmailListResponse },
        },
      },
      async (request) => listSentEmails(deps, authOf(request), request.query),
    );
    app.get(
      '/sent-email/v1/:id',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'One sent email with its HTML and text',
          params: sentEmailParams,
          response: { 200: sentEmailView },
        },
      },
      async (request) => getSentEmail(deps, authOf(request), request.params.id),
    );
  };
