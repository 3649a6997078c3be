import type { PortalStore } from '@roundtrip/core';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { applyStoreLanguage, chooseLanguage, LANGUAGES, type PortalLanguage, useT } from './i18n/i18n';
import { contrastText } from './lib/format';
import './portal.css';

type Props = {
  /** The store once known: its logo, name, brand colour and default language. */
  store?: Pick<PortalStore, 'name' | 'logo_url' | 'brand_color' | 'language'> | null;
  title: string;
  children?: ReactNode;
};

/** The frame of every shopper page: the store's brand, the language switch and one h1. */
export function PortalPage({ store, title, children }: Props) {
  const { t, lang } = useT();
  const storeLanguage = store?.language;
  useEffect(() => {
    if (storeLanguage) void applyStoreLanguage(storeLanguage);
  }, [storeLanguage]);
  useEffect(() => {
    document.title = store?.name ? `${title} · ${store.name}` : title;
  }, [title, store?.name]);

  const brand = /^#[0-9a-f]{6}$/i.test(store?.brand_color ?? '') ? (store?.brand_color as string) : '';
  const style = brand
    ? ({ '--rt-brand': brand, '--rt-on-brand': contrastText(brand) } as CSSProperties)
    : undefined;
  return (
    <div className="rt-portal" style={style}>
      <header className="rt-portal__header">
        <div className="rt-portal__brand">
          {store?.logo_url ? (
            <img
              className="rt-portal__logo"
              src={store.logo_url}
              alt={t('common.storeLogo', { name: store.name })}
              height={32}
            />
          ) : null}
          {store?.name ? <span className="rt-portal__store">{store.name}</span> : null}
        </div>
        <label className="rt-portal__lang">
          <span className="rt-visually-hidden">{t('common.language')}</span>
          <select value={lang} onChange={(e) => void chooseLanguage(e.target.value as PortalLanguage)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className="rt-portal__main">
        <h1 className="rt-portal__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
