import {
  automationRulesResponse,
  dryRunBody,
  dryRunResponse,
  workflowBody,
  workflowDeletedResponse,
  workflowListQuery,
  workflowListResponse,
  workflowParams,
  workflowToggleBody,
  workflowView,
} from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { storeWithPermission } from '../auth/require-permission';
import { automationRules } from './automation-rules';
import { createWorkflow } from './create-workflow';
import { deleteWorkflow } from './delete-workflow';
import { dryRunWorkflow } from './dry-run-workflow';
import { listWorkflows } from './list-workflows';
import { toggleWorkflow } from './toggle-workflow';
import { updateWorkflow } from './update-workflow';

const tags = ['workflows'];
const base = '/workflow/v1';

/** Workflows (docs/workflows.md): CRUD, toggle, a dry run, and what the builder offers. */
export const workflowsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const edit = (request: FastifyRequest) => storeWithPermission(request, 'setting.automation.edit');
    const editor = (request: FastifyRequest) => {
      edit(request);
      return authOf(request);
    };
    app.get(
      base,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'List workflows',
          querystring: workflowListQuery,
          response: { 200: workflowListResponse },
        },
      },
      async (request) => listWorkflows(deps, authOf(request).storeId, request.query),
    );
    app.post(
      base,
      {
        config: { access: 'setting.automation.edit' },
        schema: { tags, summary: 'Create a workflow', body: workflowBody, response: { 200: workflowView } },
      },
      async (request) => createWorkflow(deps, editor(request), request.body),
    );
    app.post(
      `${base}/dry-run`,
      {
        config: { access: 'setting.automation.edit' },
        schema: {
          tags,
          summary: "Check a workflow's conditions against the last 50 requests",
          body: dryRunBody,
          response: { 200: dryRunResponse },
        },
      },
      async (request) => dryRunWorkflow(deps, edit(request), request.body),
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: 'setting.automation.edit' },
        schema: {
          tags,
          summary: 'Replace a workflow',
          params: workflowParams,
          body: workflowBody,
          response: { 200: workflowView },
        },
      },
      async (request) => updateWorkflow(deps, editor(request), request.params.id, request.body),
    );
    app.patch(
      `${base}/:id`,
      {
        config: { access: 'setting.automation.edit' },
        schema: {
          tags,
          summary: 'Switch a workflow on or off',
          params: workflowParams,
          body: workflowToggleBody,
          response: { 200: workflowView },
        },
      },
      async (request) => toggleWorkflow(deps, editor(request), request.params.id, request.body?.active),
    );
    app.delete(
      `${base}/:id`,
      {
        config: { access: 'setting.automation.edit' },
        schema: {
          tags,
          summary: 'Delete a workflow',
          params: workflowParams,
          response: { 200: workflowDeletedResponse },
        },
      },
      async (request) => deleteWorkflow(deps, edit(request), request.params.id),
    );
    app.get(
      '/common/v1/automation-rules',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Triggers, conditions and actions a workflow may use',
          response: { 200: automationRulesResponse },
        },
      },
      async () => automationRules(),
    );
  };
