import fastifyMultipart from '@fastify/multipart';
import {
  accessScopesResponse,
  enabledServicesResponse,
  messageResponse,
  returnInsuranceContactBody,
  type StoreSettingResponse,
  storeAdditionalDetailsBody,
  storeContactBody,
  storeLogoResponse,
  storeMetaBody,
  storeRoiBody,
  storeSettingParams,
  storeSettingResponse,
} from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, BROKEN_FORM_MESSAGE } from '../../errors';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { getAccessScopes } from './get-access-scopes';
import { getEnabledServices } from './get-enabled-services';
import { getStoreSetting } from './get-store-setting';
import { requestInsuranceContact } from './request-insurance-contact';
import { updateAdditionalDetails } from './update-additional-details';
import { updateStoreContact } from './update-store-contact';
import { updateStoreMeta } from './update-store-meta';
import { updateStoreRoi } from './update-store-roi';
import { logoMessages, MAX_LOGO_BYTES, uploadStoreLogo } from './upload-store-logo';

const tags = ['store'];
const edit = 'setting.general.edit' as const;
const member = { access: 'member' } as const;

/** The one file of the logo upload, whole (at most 2 MB); none, or too large, in our words. */
async function readLogo(request: FastifyRequest): Promise<Buffer | null> {
  try {
    const part = await request.file();
    return part ? await part.toBuffer() : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', logoMessages.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA', logoMessages.missing);
    // Anything else reading the form is the form's fault: a body cut short before its closing boundary.
    if (!code?.startsWith('FST_')) throw new AppError('VALIDATION_FAILED', BROKEN_FORM_MESSAGE);
    throw error;
  }
}

/** The Store profile page, the platform's scopes and the plan's services (docs/stores.md). */
export const storeProfileRoutes =
  (deps: Deps, storage: Storage = storageFor(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 0, parts: 1 },
    });

    app.get(
      '/store/v1/setting/:id',
      {
        config: member,
        schema: {
          tags,
          summary: 'The store profile',
          params: storeSettingParams,
          response: { 200: storeSettingResponse },
        },
      },
      async (request) => getStoreSetting(deps, authOf(request), request.params.id),
    );
    /** The four sections of the page: each checked by its own contract and saved on its own. */
    const section = <B extends z.ZodType>(
      method: 'PATCH' | 'PUT',
      url: string,
      summary: string,
      body: B,
      save: (deps: Deps, storeId: string, body: z.infer<B>) => Promise<StoreSettingResponse>,
    ) =>
      app.route({
        method,
        url,
        config: { access: edit },
        schema: { tags, summary, body, response: { 200: storeSettingResponse } },
        handler: async (request) => {
          const auth = authOf(request);
          requirePermission(auth, edit);
          // The type provider cannot narrow a generic schema; `body` validated it already.
          return save(deps, auth.storeId, request.body as z.infer<B>);
        },
      });
    section(
      'PATCH',
      '/store/v1/meta',
      'Change the store name and description',
      storeMetaBody,
      updateStoreMeta,
    );
    section(
      'PUT',
      '/store/v1/additional-details',
      'Set the legal name, tax id and address',
      storeAdditionalDetailsBody,
      updateAdditionalDetails,
    );
    section(
      'PUT',
      '/store/v1/contact-update',
      "Set the store's contact details",
      storeContactBody,
      updateStoreContact,
    );
    section('PUT', '/store/v1/roi', 'Set the figures the ROI view starts from', storeRoiBody, updateStoreRoi);
    app.post(
      '/store/v1/logo',
      {
        config: { access: edit, tenantScope: false },
        schema: {
          tags,
          summary: 'Upload the store logo (multipart field "file")',
          consumes: ['multipart/form-data'],
          response: { 200: storeLogoResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, edit);
        return uploadStoreLogo(deps, storage, auth.storeId, await readLogo(request));
      },
    );
    app.post(
      '/returnInsurance/v1/contact-info',
      {
        config: member,
        schema: {
          tags,
          summary: 'Ask to hear about return insurance',
          body: returnInsuranceContactBody,
          response: { 201: messageResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await requestInsuranceContact(deps, authOf(request).storeId, request.body)),
    );
    app.get(
      '/setting/v1/access-scopes',
      {
        config: member,
        schema: { tags, summary: 'The scopes the platform granted', response: { 200: accessScopesResponse } },
      },
      async (request) => getAccessScopes(deps, authOf(request).storeId),
    );
    app.get(
      '/admin/enabled-services',
      {
        config: member,
        schema: {
          tags,
          summary: "The features the store's plan unlocks",
          response: { 200: enabledServicesResponse },
        },
      },
      async (request) => getEnabledServices(deps, authOf(request).storeId),
    );
  };
