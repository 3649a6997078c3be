import {
  approveBody,
  commentResponse,
  deletedResponse,
  inspectBody,
  inTransitBody,
  postCommentBody,
  receiveBody,
  refundBody,
  rejectBody,
  releaseFulfillmentBody,
  requestCommentParams,
  requestDetailResponse,
  requestIdParam,
  saveNotesBody,
  simpleActionBody,
  updateAddressBody,
  updateContactBody,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import type { RouteAccess } from '../../http/route-access';
import type { AuthContext } from '../auth/authenticate';
import { authOf } from '../auth/authenticate';
import { approveRequest } from './approve-request';
import { archiveRequest, unarchiveRequest } from './archive-request';
import { deleteComment, postComment } from './comments/request-comments';
import { saveNotes, updateAddress, updateContact } from './edit-request';
import { enableRequest } from './enable-request';
import { exchangeRequest, releaseFulfillment } from './exchange-request';
import { getRequestDetail } from './get-request-detail';
import { inspectRequest } from './inspect-request';
import { markInTransit } from './mark-in-transit';
import { receiveRequest } from './receive-request';
import { refundRequest } from './refund-request';
import { cancelRequest, rejectRequest } from './reject-request';
import { resendNotification } from './resend-notification';
import { retrySideEffects } from './retry-side-effects';

const tags = ['requests'];
type Verb<B> = (deps: Deps, auth: AuthContext, id: string, body: B) => Promise<unknown>;
const simple =
  (
    verb: (deps: Deps, auth: AuthContext, id: string, key?: string) => Promise<unknown>,
  ): Verb<z.output<typeof simpleActionBody>> =>
  (deps, auth, id, body) =>
    verb(deps, auth, id, body.idempotency_key);

/** Every action answers the request page's data after the change (or the current data on a replay). */
export const requestActionsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    function action<S extends z.ZodType>(
      method: 'post' | 'put',
      name: string,
      summary: string,
      body: S,
      verb: Verb<z.output<S>>,
      access: RouteAccess,
    ) {
      app[method](
        `/return-exchange/v1/:id/${name}`,
        {
          config: { access },
          schema: { tags, summary, params: requestIdParam, body, response: { 200: requestDetailResponse } },
        },
        async (request) => {
          const auth = authOf(request);
          const { id } = request.params as { id: string };
          await verb(deps, auth, id, request.body as z.output<S>);
          return getRequestDetail(deps, auth, id);
        },
      );
    }
    action('post', 'approve', 'Approve', approveBody, approveRequest, 'request.approve');
    action(
      'post',
      'reject',
      'Reject with a reason the shopper sees',
      rejectBody,
      rejectRequest,
      'request.reject',
    );
    action('post', 'cancel', 'Cancel', simpleActionBody, simple(cancelRequest), 'request.edit');
    action(
      'post',
      'in-transit',
      'Mark in transit with tracking',
      inTransitBody,
      markInTransit,
      'request.edit',
    );
    action('post', 'receive', 'Mark received', receiveBody, receiveRequest, 'request.receive');
    action('post', 'inspect', 'Inspect per item', inspectBody, inspectRequest, 'request.inspect');
    action('post', 'refund', 'Refund', refundBody, refundRequest, 'request.refund');
    action(
      'post',
      'exchange',
      'Send the exchange order',
      simpleActionBody,
      simple(exchangeRequest),
      'request.exchange',
    );
    action('post', 'archive', 'Archive', simpleActionBody, simple(archiveRequest), 'request.archive');
    action('post', 'unarchive', 'Unarchive', simpleActionBody, simple(unarchiveRequest), 'request.archive');
    action(
      'post',
      'retry',
      'Retry failed side effects',
      simpleActionBody,
      simple(retrySideEffects),
      'request.edit',
    );
    action(
      'post',
      'enable',
      'Enable a rejected or cancelled request again',
      simpleActionBody,
      simple(enableRequest),
      'request.approve',
    );
    action(
      'post',
      'resend',
      'Resend the latest update email to the customer',
      simpleActionBody,
      simple(resendNotification),
      'request.edit',
    );
    action('put', 'address', 'Update the address', updateAddressBody, updateAddress, 'request.edit');
    action('put', 'contact', 'Update the contact', updateContactBody, updateContact, 'request.edit');
    action('put', 'notes', 'Save internal notes', saveNotesBody, saveNotes, 'request.edit');

    app.post(
      '/release-fulfillment',
      {
        config: { access: 'request.exchange' },
        schema: {
          tags,
          summary: 'Release a held exchange order',
          body: releaseFulfillmentBody,
          response: { 200: requestDetailResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await releaseFulfillment(deps, auth, request.body.request_id, request.body.idempotency_key);
        return getRequestDetail(deps, auth, request.body.request_id);
      },
    );
    app.post(
      '/return-exchange/v1/:id/comments',
      {
        config: { access: 'request.comment' },
        schema: {
          tags,
          summary: 'Comment on a request',
          params: requestIdParam,
          body: postCommentBody,
          response: { 200: commentResponse },
        },
      },
      async (request) => postComment(deps, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/return-exchange/v1/:id/comments/:comment_id',
      {
        config: { access: 'request.comment' },
        schema: {
          tags,
          summary: 'Delete a comment',
          params: requestCommentParams,
          response: { 200: deletedResponse },
        },
      },
      async (request) => deleteComment(deps, authOf(request), request.params.id, request.params.comment_id),
    );
  };
