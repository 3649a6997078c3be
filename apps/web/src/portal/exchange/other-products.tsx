import { useState } from 'react';
import '../i18n/en-catalogue';
import { useT } from '../i18n/i18n';
import Catalogue from './catalogue';

type Props = {
  sessionId: string;
  lineItemId: string;
  reasonId: string;
  onPick: (productId: string) => void;
};

/**
 * "Want something else?": the way into the store's other products (exchange with other products).
 * Its own chunk with the catalogue, loaded only for stores that offer it.
 */
export default function OtherProducts(p: Props) {
  const { t } = useT();
  const [browsing, setBrowsing] = useState(false);
  return (
    <section className="rt-card rt-stack" aria-labelledby="other-heading">
      <h2 className="rt-h2" id="other-heading">
        {t('catalogue.otherHeading')}
      </h2>
      <button
        type="button"
        className="rt-button rt-button--secondary"
        aria-expanded={browsing}
        onClick={() => setBrowsing((b) => !b)}
      >
        {browsing ? t('catalogue.hideBrowse') : t('catalogue.browse')}
      </button>
      {browsing ? (
        <Catalogue
          {...p}
          onPick={(id) => {
            setBrowsing(false);
            p.onPick(id);
          }}
        />
      ) : null}
    </section>
  );
}
