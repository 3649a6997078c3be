import { shopperEnglish } from '@roundtrip/core';
import { Link, useParams } from 'react-router-dom';
import { ErrorNotice, Loading } from '../components/notice';
import { useMessages, useT } from '../i18n/i18n';
import { reasonText, refusalText } from '../i18n/shopper-text';
import { cachedSession, getReasons, loadSession } from '../lib/endpoints';
import { useResource } from '../lib/use-resource';
import { PortalPage } from '../portal-page';
import type { Summarize } from './refund-summary';
import { type ExchangeParts, RequestForm } from './request-form';
import type { Kind } from './request-state';

// Module-level, so each language's words are fetched once (useMessages keys on the function).
const loadEnglish = () => import('../i18n/en-request');
const loadHindi = () => import('../i18n/hi-request');

/**
 * `/:store/return/...` and `/:store/exchange/...`: one page for both, since they ask the same
 * things; the exchange adds the new variant and the price difference.
 */
type Props = { kind: Kind; summarize: Summarize; exchange?: ExchangeParts };

export function RequestPage({ kind, summarize, exchange }: Props) {
  const { lineitem_id = '', session_id = '' } = useParams();
  const { t, lang } = useT();
  const words = useMessages(loadEnglish, loadHindi);
  const session = useResource(
    (signal) => loadSession(session_id, signal),
    [session_id],
    cachedSession(session_id),
  );
  // The reasons come in the shopper's language: a switch of language asks again.
  const reasons = useResource(
    (signal) => getReasons(session_id, kind, lang, signal),
    [session_id, kind, lang],
  );
  const item = session.data?.order.items.find((i) => i.line_item_id === lineitem_id) ?? null;

  const data = session.data;
  const title = kind === 'return' ? t('common.returnTitle') : t('common.exchangeTitle');
  const error = session.error ?? reasons.error;
  const ready = words && data && reasons.data;
  const eligibility = item ? item[kind] : null;
  const backTo = `/orderlist/${session_id}`;

  return (
    <PortalPage store={data?.store} title={title}>
      {data ? (
        <p>
          <Link className="rt-link" to={backTo}>
            ← {t('common.backToOrder')}
          </Link>
        </p>
      ) : null}
      {error && !ready ? (
        <ErrorNotice
          error={error}
          onRetry={() => {
            session.reload();
            reasons.reload();
          }}
        />
      ) : !ready ? (
        <Loading />
      ) : data.new_requests_refused ? (
        <div className="rt-notice rt-notice--warning" role="alert">
          <p>{refusalText(data.new_requests_refused, t, shopperEnglish(data.new_requests_refused))}</p>
        </div>
      ) : !item || !eligibility?.eligible ? (
        <div className="rt-notice rt-notice--warning" role="alert">
          <p>
            {t('request.notEligible', {
              action: t(kind === 'return' ? 'request.returned' : 'request.exchanged'),
            })}
          </p>
          {eligibility ? (
            <ul>
              {eligibility.reason_codes
                .map((m, i) => reasonText(m, t, eligibility.reasons[i] ?? ''))
                .map((r) => (
                  <li key={r}>{r}</li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <RequestForm
          kind={kind}
          session={data}
          sessionId={session_id}
          lineItemId={lineitem_id}
          reasons={reasons.data?.docs ?? []}
          exchange={exchange}
          summarize={summarize}
        />
      )}
    </PortalPage>
  );
}
