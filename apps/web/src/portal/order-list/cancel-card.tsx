import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../components/notice';
import { useT } from '../i18n/i18n';
import { newIdempotencyKey, PortalError } from '../lib/api';
import { cancelItems, forgetSession, getCancellableItems } from '../lib/endpoints';
import { useResource } from '../lib/use-resource';

/**
 * "Cancel items that have not shipped" (docs/portal.md): shown only when the store allows it and some
 * unit is unshipped; each ticked line is cancelled whole, then the details page follows the refund.
 */
export function CancelCard({ handle, sessionId }: { handle: string; sessionId: string }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const offer = useResource((signal) => getCancellableItems(sessionId, signal), [sessionId]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const items = offer.data?.offered ? offer.data.items : [];
  if (items.length === 0) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const picked = items.filter((i) => chosen.has(i.line_item_id));
    if (picked.length === 0) return setFailure(t('orderList.cancelChoose'));
    const body = {
      session_id: sessionId,
      language: lang,
      items: picked.map((i) => ({ line_item_id: i.line_item_id, quantity: i.cancellable_quantity })),
    };
    const json = JSON.stringify(body);
    // The same choice after an unknown outcome keeps its key, so the server answers the first cancellation.
    if (attempt.current?.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
    setBusy(true);
    setFailure(null);
    try {
      const made = await cancelItems(body, attempt.current.key);
      forgetSession(sessionId);
      navigate(`/details/${handle}/${made.id}/${sessionId}`);
    } catch (err) {
      setBusy(false);
      if (err instanceof PortalError && err.code !== 'TIMEOUT' && err.code !== 'NETWORK')
        attempt.current = null;
      setFailure(errorText(err, t));
    }
  }

  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="rt-card" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="rt-h2">
        {t('orderList.cancelHeading')}
      </h2>
      <p className="rt-muted">{t('orderList.cancelHelp')}</p>
      <form onSubmit={(e) => void submit(e)}>
        {items.map((i) => (
          <label key={i.line_item_id} className="rt-choice">
            <input
              type="checkbox"
              checked={chosen.has(i.line_item_id)}
              onChange={() => toggle(i.line_item_id)}
            />{' '}
            {t('orderList.cancelItem', {
              title: i.variant_title ? `${i.title} (${i.variant_title})` : i.title,
              count: i.cancellable_quantity,
            })}
          </label>
        ))}
        {failure ? (
          <div className="rt-notice rt-notice--error" role="alert">
            <p>{failure}</p>
          </div>
        ) : null}
        <button type="submit" className="rt-button rt-button--secondary" disabled={busy}>
          {t('orderList.cancelButton')}
        </button>
      </form>
    </section>
  );
}
