import {
  policySettingsResponse,
  policySimulateBody,
  policySimulateResponse,
  policyUpdateBody,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { authOf } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { getPolicySettings } from './get-policy-settings';
import { simulatePolicy } from './simulate-policy';
import { updatePolicySettings } from './update-policy-settings';

const tags = ['settings'];
const response = { 200: policySettingsResponse };

/** The policy blocks of the settings page (docs/policies.md). */
export const policySettingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/setting/v1',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'Policy settings and their blocks', response },
      },
      async (request) => getPolicySettings(deps, authOf(request).storeId),
    );

    app.post(
      '/setting/v1/update',
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Change the policy settings sent (one block or more)',
          body: policyUpdateBody,
          response,
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.policy.all');
        return updatePolicySettings(deps, auth, request.body, 'merge');
      },
    );

    app.put(
      '/setting/v1/policy',
      {
        config: { access: 'setting.policy.all' },
        schema: {
          tags,
          summary: 'Replace the policy settings (fields not sent return to their defaults)',
          body: policyUpdateBody,
          response,
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.policy.all');
        return updatePolicySettings(deps, auth, request.body, 'replace');
      },
    );

    app.post(
      '/setting/v1/policy/simulate',
      {
        // Reads only: whoever may read the policies may preview a change to them.
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Replay the last months of requests under a proposed policy (nothing is saved)',
          body: policySimulateBody,
          response: { 200: policySimulateResponse },
        },
      },
      async (request) => simulatePolicy(deps, authOf(request).storeId, request.body),
    );
  };
