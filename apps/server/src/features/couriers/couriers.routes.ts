import {
  courierInfoResponse,
  courierPartner,
  courierPartnerBody,
  courierPartnerListResponse,
  rateSetting,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { courierInfo, listCourierPartners } from './list-courier-partners';
import { rateSettingOf, rateSettingView } from './read-rate-rule';
import { saveCourierPartner } from './save-courier-partner';
import { saveRateRule } from './save-rate-rule';

const tags = ['couriers'];

/** The couriers page (docs/couriers.md): the catalogue, the store's connections, connecting one. */
export const couriersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/courier-field/v1/courier-info',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'The credentials each courier needs',
          response: { 200: courierInfoResponse },
        },
      },
      async () => courierInfo(),
    );
    app.get(
      '/courier-partner/v1/list',
      {
        // The approve dialog lists the connected couriers too, so approvers read it.
        config: { access: 'member' },
        schema: { tags, summary: "The store's couriers", response: { 200: courierPartnerListResponse } },
      },
      async (request) => ({ docs: await listCourierPartners(deps, authOf(request).storeId) }),
    );
    app.put(
      '/settings/courier-partners',
      {
        config: { access: 'setting.logistics.edit' },
        schema: {
          tags,
          summary: 'Connect or change a courier',
          body: courierPartnerBody,
          response: { 200: courierPartner },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.logistics.edit');
        return saveCourierPartner(deps, auth.storeId, request.body);
      },
    );
    app.get(
      '/courier-partner/v1/rate-rule',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'How the approve dialog picks a courier', response: { 200: rateSetting } },
      },
      async (request) => rateSettingView(await rateSettingOf(deps.db, authOf(request).storeId)),
    );
    app.put(
      '/settings/courier-rate-rule',
      {
        config: { access: 'setting.logistics.edit' },
        schema: {
          tags,
          summary: 'Pick the cheapest, the fastest or a preferred courier on approval',
          body: rateSetting,
          response: { 200: rateSetting },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.logistics.edit');
        return saveRateRule(deps, auth.storeId, request.body);
      },
    );
  };
