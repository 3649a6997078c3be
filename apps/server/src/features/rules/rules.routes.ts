import {
  type AnyRule,
  RULE_CONTRACTS,
  RULE_PATHS,
  RULE_TYPES,
  type RuleList,
  type RuleType,
  ruleDeletedResponse,
  ruleIdParams,
  ruleListQuery,
  ruleReorderBody,
  ruleToggleBody,
} from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { storeWithPermission } from '../auth/require-permission';
import { createRule } from './create-rule';
import { deleteRule } from './delete-rule';
import { listRules } from './list-rules';
import { reorderRules } from './reorder-rules';
import type { RuleInput } from './rule-view';
import { toggleRule } from './toggle-rule';
import { updateRule } from './update-rule';

/**
 * One CRUD mechanism for the six rule types (docs/rules.md): list, create, update, toggle, delete
 * and reorder under each type's path; only the outcome schema differs (docs/rules.md).
 */
export const rulesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const type of RULE_TYPES) registerRuleType(app, deps, type);
  };

function registerRuleType(app: Parameters<FastifyPluginAsyncZod>[0], deps: Deps, type: RuleType) {
  const base = RULE_PATHS[type];
  // One generic shape for the six contracts: each route still validates with its own type's schemas.
  const contract = RULE_CONTRACTS[type] as unknown as {
    body: z.ZodType<RuleInput>;
    view: z.ZodType<AnyRule>;
    list: z.ZodType<RuleList>;
  };
  const tags = ['rules'];
  const edit = (request: FastifyRequest) => storeWithPermission(request, 'setting.rules.edit');

  app.get(
    base,
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: `List ${type} rules`,
        querystring: ruleListQuery,
        response: { 200: contract.list },
      },
    },
    async (request) => listRules(deps, { storeId: authOf(request).storeId, type, ...request.query }),
  );
  app.post(
    base,
    {
      config: { access: 'setting.rules.edit' },
      schema: {
        tags,
        summary: `Create a ${type} rule`,
        body: contract.body,
        response: { 200: contract.view },
      },
    },
    async (request) => createRule(deps, edit(request), type, request.body),
  );
  app.post(
    `${base}/reorder`,
    {
      config: { access: 'setting.rules.edit' },
      schema: {
        tags,
        summary: `Reorder ${type} rules`,
        body: ruleReorderBody,
        response: { 200: contract.list },
      },
    },
    async (request) => reorderRules(deps, edit(request), type, request.body.ids),
  );
  app.put(
    `${base}/:id`,
    {
      config: { access: 'setting.rules.edit' },
      schema: {
        tags,
        summary: `Replace a ${type} rule`,
        params: ruleIdParams,
        body: contract.body,
        response: { 200: contract.view },
      },
    },
    async (request) => updateRule(deps, edit(request), type, request.params.id, request.body),
  );
  app.patch(
    `${base}/:id`,
    {
      config: { access: 'setting.rules.edit' },
      schema: {
        tags,
        summary: `Switch a ${type} rule on or off`,
        params: ruleIdParams,
        body: ruleToggleBody,
        response: { 200: contract.view },
      },
    },
    async (request) => toggleRule(deps, edit(request), type, request.params.id, request.body?.active),
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: 'setting.rules.edit' },
      schema: {
        tags,
        summary: `Delete a ${type} rule`,
        params: ruleIdParams,
        response: { 200: ruleDeletedResponse },
      },
    },
    async (request) => deleteRule(deps, edit(request), type, request.params.id),
  );
}
