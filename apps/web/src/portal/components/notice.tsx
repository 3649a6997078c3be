import type { TFunction } from 'i18next';
import { i18n, useT } from '../i18n/i18n';
import { refusalText } from '../i18n/shopper-text';
import { PortalError } from '../lib/api';

/** The sentence to show a shopper for a failed call, in their language. */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof PortalError)) return t('errors.generic');
  if (error.code === 'TIMEOUT') return t('errors.timeout');
  if (error.code === 'NETWORK') return t('errors.network');
  // The store's platform cannot be reached (or no longer accepts the store): a neutral "later".
  if (error.code === 'UNAVAILABLE') return t('errors.unavailable');
  if (error.reason) return refusalText(error.reason, t, error.message);
  // A refusal without a code (a check the page makes before sending) has only the API's English.
  const english = Object.values(error.fields).join(' ') || error.message;
  if (english && i18n.language === 'en') return english;
  return t(error.code === 'TOO_MANY_ATTEMPTS' ? 'errors.tooMany' : 'errors.generic');
}

/** An error the page cannot go on without, announced to screen readers, with a retry. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT();
  return (
    <div className="rt-notice rt-notice--error" role="alert">
      <p>{errorText(error, t)}</p>
      {onRetry ? (
        <button type="button" className="rt-button rt-button--secondary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function Loading() {
  const { t } = useT();
  return (
    <p className="rt-muted" role="status">
      {t('common.loading')}
    </p>
  );
}
