export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const chosen = new Map<'localStorage' | 'sessionStorage', KeyValueStorage>();

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

/**
 * The browser's storage, or memory where the browser refuses it: inside the Shopify admin the app is a
 * third-party frame, and a browser that blocks third-party storage throws on the mere access. There the
 * session lives as long as the page, and App Bridge signs the merchant in again on the next load.
 */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  let storage = chosen.get(kind);
  if (!storage) {
    try {
      storage = window[kind];
      storage.getItem('');
    } catch {
      storage = memoryStorage();
    }
    chosen.set(kind, storage);
  }
  return storage;
}
