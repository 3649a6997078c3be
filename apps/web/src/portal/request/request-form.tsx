import type { PortalOrderItem, PortalStore, ReturnReason, SessionDataResponse } from '@roundtrip/core';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../components/fields';
import { errorText } from '../components/notice';
import { useT } from '../i18n/i18n';
import { newIdempotencyKey, PortalError } from '../lib/api';
import { createRequest, forgetSession } from '../lib/endpoints';
import { AddressFields } from './address-fields';
import { ItemFields } from './item-fields';
import RefundFields from './refund-fields';
import { RefundSummary, type Summarize } from './refund-summary';
import {
  type Draft,
  type ItemDraft,
  initialDraft,
  type Kind,
  type Problem,
  previewBody,
  requestBody,
  validateDraft,
} from './request-state';
import { usePreview } from './use-preview';

/** What the exchange page's parts work on: the draft, and the item and reason they are for. */
export type ExchangePartProps = {
  item: PortalOrderItem;
  store: PortalStore;
  sessionId: string;
  /** The reason chosen for the item ('' until chosen): smart exchange and the offers follow it. */
  reasonId: string;
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  error: (field: string) => string | null;
  touch: (field: string) => () => void;
};

/** The exchange page's own parts, passed in so the return page never downloads them. */
export type ExchangeParts = {
  /** The new item: the suggestion, the variant picker, other products, more new items and offers. */
  newItem: (p: ExchangePartProps) => ReactNode;
  /** Where the new item ships. */
  shipTo: (p: ExchangePartProps) => ReactNode;
};

type Props = {
  exchange?: ExchangeParts;
  /** The page's summary lines (return or exchange), so neither page downloads the other's. */
  summarize: Summarize;
  kind: Kind;
  session: SessionDataResponse;
  sessionId: string;
  lineItemId: string;
  reasons: readonly ReturnReason[];
};

export function RequestForm({ kind, session, sessionId, lineItemId, reasons, exchange, summarize }: Props) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const { order, store } = session;
  const [draft, setDraft] = useState<Draft>(() => initialDraft(kind, session, lineItemId));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const kindReasons = useMemo(
    () =>
      reasons
        .filter((r) => r.active && (r.kind === kind || r.kind === 'both'))
        .sort((a, b) => a.position - b.position),
    [reasons, kind],
  );
  const preview = usePreview(previewBody(draft, kind, sessionId));
  // A gift session's preview has no amounts: store credit only, nothing to choose or sum up.
  const gift = session.gift === true;
  const figures = preview.data && !('gift' in preview.data) ? preview.data : null;
  const payer = figures?.totals.payer;
  // Returns always ask how to refund; an exchange only when the store pays a difference back.
  const refundModeAsked = !gift && (kind === 'return' || payer === 'merchant');
  useEffect(() => {
    if (kind === 'exchange' && refundModeAsked && !draft.refund_mode && order.refund_modes[0]) {
      setDraft((d) => ({
        ...d,
        refund_mode: order.refund_modes.includes('store_credit')
          ? 'store_credit'
          : (order.refund_modes[0] ?? ''),
      }));
    }
  }, [kind, refundModeAsked, draft.refund_mode, order.refund_modes]);

  const problems = validateDraft(draft, { kind, reasons: kindReasons, refundModeAsked });
  const shown = (field: string): Problem | undefined =>
    submitted || touched.has(field) ? problems[field] : undefined;
  const message = (p: Problem) => t(p.key, p.values);
  const error = (field: string) => {
    const p = shown(field);
    return p ? message(p) : null;
  };
  const touch = (field: string) => () => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const changeItem = (id: string) => (patch: Partial<ItemDraft>) =>
    setDraft((d) => ({ ...d, items: { ...d.items, [id]: { ...(d.items[id] as ItemDraft), ...patch } } }));

  const main = order.items.find((i) => i.line_item_id === lineItemId);
  // Several items in one request when the store allows it (returns only: an exchange swaps one product).
  const others =
    kind === 'return' && store.return_multiple_items
      ? order.items.filter((i) => i.line_item_id !== lineItemId && i.return.eligible)
      : [];
  const selected = order.items.filter((i) => draft.items[i.line_item_id]?.selected);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    // The shopper's emails are written in the language they submitted in.
    const body = { ...requestBody(draft, kind, sessionId, refundModeAsked), language: lang };
    const json = JSON.stringify(body);
    // The same body after an unknown outcome keeps its key, so the server answers the first request.
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    setBusy(true);
    try {
      const created = await createRequest(body, attempt.current.key);
      forgetSession(sessionId);
      navigate(`/details/${store.handle}/${created.id}/${sessionId}`);
    } catch (err) {
      setBusy(false);
      if (err instanceof PortalError && err.code !== 'TIMEOUT' && err.code !== 'NETWORK')
        attempt.current = null;
      setFailure(err);
    }
  }

  const summaryErrors: Record<string, string> = {};
  if (submitted) for (const [f, p] of Object.entries(problems)) summaryErrors[f] = message(p);

  if (!main) return null;
  const items = (
    <section className="rt-card rt-stack" aria-labelledby="items-heading">
      <h2 className="rt-h2" id="items-heading">
        {t('request.itemsHeading')}
      </h2>
      {selected.map((item) => (
        <ItemFields
          key={item.line_item_id}
          kind={kind}
          item={item}
          draft={draft.items[item.line_item_id] as ItemDraft}
          currency={order.presentment_currency}
          reasons={kindReasons}
          sessionId={sessionId}
          error={error}
          touch={touch}
          change={changeItem(item.line_item_id)}
        />
      ))}
      {others.length > 0 ? (
        <fieldset className="rt-fieldset">
          <legend className="rt-field__label">{t('request.alsoReturn')}</legend>
          {others.map((i) => (
            <label key={i.line_item_id} className="rt-choice">
              <input
                type="checkbox"
                checked={draft.items[i.line_item_id]?.selected ?? false}
                onChange={(e) => changeItem(i.line_item_id)({ selected: e.target.checked })}
              />
              <span>
                {t('request.includeItem', { title: i.title })}
                {i.variant_title ? <span className="rt-choice__hint">{i.variant_title}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
  // The exchange asks for the reason first: smart exchange suggests the new item from it.
  const part: ExchangePartProps = {
    item: main,
    store,
    sessionId,
    reasonId: draft.items[lineItemId]?.reason_id ?? '',
    draft,
    set,
    error,
    touch,
  };
  return (
    <form className="rt-stack" onSubmit={submit} noValidate aria-busy={busy}>
      <ErrorSummary errors={summaryErrors} focusRef={summaryRef} />
      {items}
      {kind === 'exchange' && exchange ? exchange.newItem(part) : null}
      {refundModeAsked ? (
        <RefundFields
          legend={kind === 'return' ? t('request.refundHeading') : t('request.exchangeRefundHeading')}
          modes={order.refund_modes}
          bonusPercent={store.store_credit_bonus_percent}
          draft={draft}
          error={error}
          touch={touch}
          set={set}
        />
      ) : null}
      <AddressFields
        methods={store.return_methods}
        sessionId={sessionId}
        draft={draft}
        error={error}
        touch={touch}
        set={set}
      />
      {kind === 'exchange' && exchange ? exchange.shipTo(part) : null}
      {gift ? (
        <p className="rt-card" role="status">
          {t('request.giftNote')}
        </p>
      ) : (
        <RefundSummary
          preview={figures}
          loading={preview.loading}
          mode={draft.refund_mode}
          summarize={summarize}
        />
      )}
      {failure ? (
        <div className="rt-notice rt-notice--error" role="alert">
          <p>{errorText(failure, t)}</p>
        </div>
      ) : null}
      {preview.error && !preview.data ? (
        <div className="rt-notice rt-notice--error" role="alert">
          <p>{errorText(preview.error, t)}</p>
        </div>
      ) : null}
      <button className="rt-button rt-button--wide" type="submit" disabled={busy}>
        {busy
          ? t('request.submitting')
          : kind === 'return'
            ? t('request.confirmReturn')
            : t('request.confirmExchange')}
      </button>
    </form>
  );
}
