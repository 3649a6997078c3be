import type { TFunction } from 'i18next';
import { localizeServer, useT } from '../i18n/i18n';
import { PortalError } from '../lib/api';

/** The sentence to show a shopper for a failed call, in their language. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof PortalError) {
    if (error.code === 'TIMEOUT') return t('errors.timeout');
    if (error.code === 'NETWORK') return t('errors.network');
    if (error.code === 'TOO_MANY_ATTEMPTS')
      return error.message ? localizeServer(error.message) : t('errors.tooMany');
    const fields = Object.values(error.fields).map(localizeServer);
    if (fields.length > 0) return fields.join(' ');
    if (error.message) return localizeServer(error.message);
  }
  return t('errors.generic');
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
