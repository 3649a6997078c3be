import {
  automationBody,
  automationCouriersResponse,
  automationResponse,
  COURIER_LABELS,
  COURIERS,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { getAutomation } from './get-automation';
import { updateAutomation } from './update-automation';

const tags = ['automation'];

/** The automation settings of spec 2 (issue 17, docs/workflows.md). */
export const automationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/automation/v1',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Automation settings', response: { 200: automationResponse } },
      },
      async (request) => getAutomation(deps, authOf(request).storeId),
    );
    app.put(
      '/automation/v1',
      {
        config: { access: 'setting.automation.edit' },
        schema: {
          tags,
          summary: 'Change automation settings',
          body: automationBody,
          response: { 200: automationResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.automation.edit');
        return updateAutomation(deps, auth.storeId, request.body);
      },
    );
    app.get(
      '/courier-partner/v1/automation/list',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Couriers a workflow may choose',
          response: { 200: automationCouriersResponse },
        },
      },
      // Choosing a courier from a workflow waits for the couriers module: listed, not yet supported.
      async () => ({ docs: COURIERS.map((id) => ({ id, name: COURIER_LABELS[id] })), supported: false }),
    );
  };
