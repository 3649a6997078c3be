import {
  automationBody,
  automationCouriersResponse,
  automationResponse,
  COURIER_LABELS,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { connectedCouriers } from '../couriers/connected-couriers';
import { getAutomation } from './get-automation';
import { updateAutomation } from './update-automation';

const tags = ['automation'];

/** The automation settings (docs/workflows.md). */
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
        return updateAutomation(deps, auth, request.body);
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
      // Only the couriers the store can book with: the builder offers nothing that would fail at run time.
      async (request) => ({
        docs: (await connectedCouriers(deps.db, authOf(request).storeId)).map((id) => ({
          id,
          name: COURIER_LABELS[id],
        })),
        supported: true,
      }),
    );
  };
