import { generalSettings, generalSettingsResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { authOf } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { getGeneralSettings } from './get-general-settings';
import { updateGeneralSettings } from './update-general-settings';

const tags = ['settings'];

export const settingsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/setting/v1/general',
      {
        config: { access: 'member' },
        schema: { tags, summary: 'General store settings', response: { 200: generalSettingsResponse } },
      },
      async (request) => getGeneralSettings(deps, authOf(request).storeId),
    );

    app.put(
      '/setting/v1/general',
      {
        config: { access: 'setting.general.edit' },
        schema: {
          tags,
          summary: 'Update general store settings',
          body: generalSettings,
          response: { 200: generalSettingsResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'setting.general.edit');
        return updateGeneralSettings(deps, auth.storeId, request.body);
      },
    );
  };
