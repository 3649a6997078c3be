import type { EmailPreviewResponse, EmailTemplateBody } from '@roundtrip/core';
import { type EmailKind, type EmailLanguage, templateProblems } from '@roundtrip/core/emails';
import { requestTerms } from '@roundtrip/core/requests';
import { eq } from 'drizzle-orm';
import { type StoreRow, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { renderFor } from '../../notifications/compose-email';
import type { EmailSubject } from '../../notifications/email-values';
import { storePolicyOf } from '../../store/store-policy';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';

/** The editor's demo request: every variable has a value, nothing is read from a real shopper. */
const DEMO: Omit<EmailSubject, 'store' | 'kind' | 'language' | 'at'> = {
  request: {
    id: '00000000-0000-4000-8000-000000000001',
    storeId: '',
    kind: 'return',
    name: '1001-R1',
    orderName: '#1001',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    method: 'pickup',
    courier: 'shiprocket',
    address: {
      first_name: 'Asha',
      last_name: 'Rao',
      address_line_1: '12 MG Road',
      address_line_2: '',
      city: 'Bengaluru',
      province: 'Karnataka',
      country: 'India',
      postal_code: '560001',
    },
    currency: 'INR',
    exchangeOrderId: null,
    refundMode: 'store_credit',
    refundAmount: '989.10',
  },
  items: [
    {
      title: 'Linen shirt',
      variantTitle: 'M',
      requestedQty: 1,
      approvedQty: 1,
      receivedQty: 1,
      exchangeVariantTitle: null,
      exchangeProducts: null,
    },
  ],
  facts: {
    event: 'in_transit',
    message: 'In transit',
    reason: 'The item was worn',
    amount: '989.10',
    refund_mode: 'store_credit',
    problem: 'refund failed: the payment provider declined the refund',
  },
};

/** The demo request's terms: the store's own (no market), for an order not yet delivered. */
const demoTerms = (deps: Deps, store: StoreRow, at: Date) =>
  requestTerms(
    storePolicyOf(deps.config, store),
    {
      created_at: at.toISOString(),
      shipping_address: null,
      billing_address: null,
      payment_gateway_names: [],
      transactions: [],
      customer: { tags: [] },
    },
    [],
  );

/** The text being edited, rendered with the store's logo and colour on the demo request. */
export async function previewTemplate(
  deps: Deps,
  auth: AuthContext,
  target: { kind: EmailKind; language: EmailLanguage },
  body: EmailTemplateBody,
): Promise<EmailPreviewResponse> {
  requirePermission(auth, 'request.all.view');
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, auth.storeId));
  if (!store) throw new AppError('NOT_FOUND', 'Store not found');
  const at = deps.clock();
  const rendered = await renderFor(
    deps,
    {
      ...DEMO,
      request: { ...DEMO.request, storeId: store.id, currency: store.currency },
      facts: { ...DEMO.facts, terms: demoTerms(deps, store, at) },
      store,
      at,
      ...target,
    },
    body,
  );
  return { ...rendered, problems: templateProblems(target.kind, body) };
}
