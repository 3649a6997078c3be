import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { APP_ORIGIN } from './app-origin';
import { type HandoffOutcome, portalLanguageOf, requestHandoff } from './handoff';

export default async () => {
  render(<ReturnAction />, document.body);
};

/** The modal: fetches a one-time portal link to this order and offers it as the primary action. */
function ReturnAction() {
  const t = (key: string) => shopify.i18n.translate(key);
  const [outcome, setOutcome] = useState<HandoffOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setOutcome(null);
    requestHandoff(
      { appOrigin: APP_ORIGIN, sessionToken: () => shopify.sessionToken.get(), fetch },
      { order_id: shopify.orderId, language: portalLanguageOf(shopify.localization.language.value.isoCode) },
    ).then(setOutcome);
  }, [attempt]);

  return (
    <s-customer-account-action heading={t('returnOrExchange')}>
      {outcome === null ? (
        <s-stack direction="inline" gap="base" alignItems="center">
          <s-spinner />
          <s-text>{t('opening')}</s-text>
        </s-stack>
      ) : outcome.kind === 'ready' ? (
        <s-paragraph>{t('ready')}</s-paragraph>
      ) : (
        <s-banner tone="critical">{t(outcome.message)}</s-banner>
      )}
      {outcome?.kind === 'ready' && (
        <s-button slot="primary-action" href={outcome.url} target="_blank" onClick={() => shopify.close()}>
          {t('continue')}
        </s-button>
      )}
      {outcome?.kind === 'refused' && outcome.retry && (
        <s-button slot="primary-action" onClick={() => setAttempt((n) => n + 1)}>
          {t('tryAgain')}
        </s-button>
      )}
      <s-button slot="secondary-actions" onClick={() => shopify.close()}>
        {t('close')}
      </s-button>
    </s-customer-account-action>
  );
}
