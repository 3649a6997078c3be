import { type ComponentType, lazy } from 'react';
import { webStorage } from './web-storage';

/** The session-storage marker that allows exactly one forced reload per failure. */
export const FORCED_REFRESH_KEY = 'forcedRefresh';

type ReloadDeps = { storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>; reload: () => void };

/**
 * A failed chunk usually means a new deploy replaced the files: reload once to fetch the new
 * build. If the marker is already set the reload did not help, so the error surfaces instead
 * of looping.
 */
export async function loadWithReload<T>(load: () => Promise<T>, deps: ReloadDeps): Promise<T> {
  try {
    const module = await load();
    deps.storage.removeItem(FORCED_REFRESH_KEY);
    return module;
  } catch (error) {
    if (deps.storage.getItem(FORCED_REFRESH_KEY)) throw error;
    deps.storage.setItem(FORCED_REFRESH_KEY, 'true');
    deps.reload();
    // The page is going away; never settle so nothing renders an error meanwhile.
    return new Promise<T>(() => {});
  }
}

export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    loadWithReload(load, { storage: webStorage('sessionStorage'), reload: () => window.location.reload() }),
  );
}
