import type { CatalogueProduct } from '@roundtrip/core';
import { useEffect, useState } from 'react';
import { SelectField, TextField } from '../components/fields';
import { ErrorNotice, Loading } from '../components/notice';
import '../i18n/en-catalogue';
import { useT } from '../i18n/i18n';
import { getCatalogue } from '../lib/endpoints';
import { formatMoney, hideBroken } from '../lib/format';
import { useResource } from '../lib/use-resource';

const SEARCH_DELAY_MS = 300;

type Props = {
  sessionId: string;
  lineItemId: string;
  reasonId: string;
  /** The product the shopper wants instead: its options are picked next. */
  onPick: (productId: string) => void;
};

/**
 * The store's other products (exchange with other products): search by name, narrow to a collection,
 * a page at a time. The list, prices and stock are the server's; the item's exchange rule decides what
 * is in it.
 */
export default function Catalogue({ sessionId, lineItemId, reasonId, onPick }: Props) {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [collectionId, setCollectionId] = useState('');
  // Pages shown so far for this search: each next page starts after the previous one's `next`.
  const [after, setAfter] = useState('');
  const [shown, setShown] = useState<CatalogueProduct[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // A new search starts from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the search changes
  useEffect(() => {
    setAfter('');
    setShown([]);
  }, [query, collectionId]);
  const page = useResource(
    (signal) => getCatalogue(sessionId, { lineItemId, reasonId, query, collectionId, after }, signal),
    [sessionId, lineItemId, reasonId, query, collectionId, after],
  );
  useEffect(() => {
    const products = page.data?.products;
    if (products)
      setShown((list) => [...list.filter((p) => !products.some((x) => x.id === p.id)), ...products]);
  }, [page.data]);

  const collections = page.data?.collections ?? [];
  return (
    <div className="rt-stack">
      <TextField
        id="catalogue-search"
        label={t('catalogue.search')}
        type="search"
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
      />
      {collections.length > 0 ? (
        <SelectField
          id="catalogue-collection"
          label={t('catalogue.collection')}
          value={collectionId}
          onChange={(e) => setCollectionId(e.target.value)}
          options={[
            { value: '', label: t('catalogue.allCollections') },
            ...collections.map((c) => ({ value: c.id, label: c.title })),
          ]}
        />
      ) : null}
      {page.error && shown.length === 0 ? <ErrorNotice error={page.error} onRetry={page.reload} /> : null}
      <ul className="rt-catalogue" aria-label={t('catalogue.browse')} aria-busy={page.loading}>
        {shown.map((p) => (
          <li key={p.id} className="rt-catalogue__item">
            <button
              type="button"
              className="rt-catalogue__pick"
              disabled={!p.available}
              onClick={() => onPick(p.id)}
            >
              {p.image_url ? (
                <img src={p.image_url} alt="" width={72} height={72} loading="lazy" onError={hideBroken} />
              ) : null}
              <span className="rt-catalogue__title">{p.title}</span>
              <span className="rt-muted">
                {!p.available
                  ? t('catalogue.soldOut')
                  : p.from_price !== null
                    ? t('catalogue.from', { price: formatMoney(p.from_price, p.currency) })
                    : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {page.loading ? <Loading /> : null}
      {!page.loading && page.data && shown.length === 0 ? (
        <p role="status">{t('catalogue.noProducts')}</p>
      ) : null}
      {!page.loading && page.data?.next ? (
        <button
          type="button"
          className="rt-button rt-button--secondary"
          onClick={() => setAfter(page.data?.next ?? '')}
        >
          {t('catalogue.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
