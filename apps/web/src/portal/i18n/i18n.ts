import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { formatDay } from '../lib/format';
import { enShell } from './en-shell';

export type PortalLanguage = 'en' | 'hi';
export const LANGUAGES: readonly { code: PortalLanguage; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
];

/** Another language's messages for an English part: the same keys, any text. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
type Loader = () => Promise<{ messages: object }>;

/** The shopper's own pick; it wins over the store's default language. */
const LANGUAGE_KEY = 'portalLanguage';

export const i18n = i18next.createInstance();
void i18n.init({
  // A copy: i18next merges every later part into this object, and enShell is a module others import.
  resources: { en: { translation: structuredClone(enShell) } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});
// `{{date, day}}`: an ISO day from the server, written in the shopper's language.
i18n.services.formatter?.add('day', (value, lng) => formatDay(String(value), lng === 'hi' ? 'hi' : 'en'));

// Each page brings its English words in its own chunk and names the chunk with its Hindi words,
// fetched only when the language is Hindi: a page downloads one language of its own words.
const hindiLoaders: Loader[] = [() => import('./hi-shell')];
const parts = new Map<Loader, Promise<void> | true>();
let version = 0;
const listeners = new Set<() => void>();
function notify(): void {
  version++;
  for (const l of listeners) l();
}

/** Loads a part's messages once; `true` once they are in (a failed load is tried again next time). */
function ensure(lang: PortalLanguage, load: Loader): Promise<void> | true {
  const known = parts.get(load);
  if (known) return known;
  const loading = load().then(
    (m) => {
      i18n.addResourceBundle(lang, 'translation', m.messages, true, true);
      parts.set(load, true);
      notify();
    },
    () => {
      parts.delete(load); // offline: English stays until the next try
    },
  );
  parts.set(load, loading);
  return loading;
}

async function loadHindi(): Promise<void> {
  await Promise.all(hindiLoaders.map((l) => ensure('hi', l)));
}

/**
 * A page part whose words load in the current language only (English shoppers never fetch the
 * Hindi, Hindi shoppers never fetch the English); true once they are in. The page asks for them
 * while its data loads, so they cost no extra round trip. Pass loaders defined once at module level.
 */
export function useMessages(english: Loader, hindi: Loader): boolean {
  useT();
  return loadMessages(english, hindi);
}

/** useMessages outside a hook: for words fetched the first time something needs them. */
export function loadMessages(english: Loader, hindi: Loader): boolean {
  if (!hindiLoaders.includes(hindi)) hindiLoaders.push(hindi);
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  return ensure(lang, lang === 'hi' ? hindi : english) === true;
}

/** A page's English messages and the loader of their Hindi, registered when the page's chunk runs. */
export function addMessages(english: object, hindi: Loader): void {
  i18n.addResourceBundle('en', 'translation', english, true, false);
  hindiLoaders.push(hindi);
  if (i18n.language === 'hi') void loadHindi().then(notify);
}

function isLanguage(value: unknown): value is PortalLanguage {
  return value === 'en' || value === 'hi';
}

function chosenLanguage(): PortalLanguage | null {
  try {
    const v = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(v) ? v : null;
  } catch {
    return null;
  }
}

async function apply(lang: PortalLanguage): Promise<void> {
  if (lang === 'hi') await loadHindi();
  await i18n.changeLanguage(lang);
  // A page chunk that registered its words while the first Hindi parts loaded saw English as current.
  if (lang === 'hi') await loadHindi();
  document.documentElement.lang = lang;
  notify();
}

/** The shopper switches language; remembered on this device. */
export async function chooseLanguage(lang: PortalLanguage): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await apply(lang);
}

/** The store's language setting is the default, unless the shopper chose one. */
export async function applyStoreLanguage(storeLanguage: string | null | undefined): Promise<void> {
  const lang = chosenLanguage() ?? (isLanguage(storeLanguage) ? storeLanguage : 'en');
  if (lang !== i18n.language) await apply(lang);
}

/** `?lang=hi` on a link (the emails add it): the shopper's language from then on, as if they chose it. */
function linkLanguage(): PortalLanguage | null {
  const v = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(v) ? v : null;
}

// A link's language, else the shopper's earlier pick, applies straight away, before the store answers.
const linked = typeof window === 'undefined' ? null : linkLanguage();
if (linked) void chooseLanguage(linked);
else {
  const initial = typeof window === 'undefined' ? null : chosenLanguage();
  if (initial && initial !== 'en') void apply(initial);
}

const snapshot = () => version;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const t = i18n.t.bind(i18n) as TFunction;

/** `t` and the current language; components re-render when the language or its messages change. */
export function useT(): { t: TFunction; lang: PortalLanguage } {
  // The same snapshot on the server and while hydrating: both render the words loaded so far.
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, lang: i18n.language as PortalLanguage };
}
