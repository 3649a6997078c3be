import { describe, expect, it, vi } from 'vitest';
import { FORCED_REFRESH_KEY, loadWithReload } from './lazy-with-reload';

const deps = () => ({ storage: window.sessionStorage, reload: vi.fn() });

describe('loadWithReload', () => {
  it('returns the module and clears the marker', async () => {
    sessionStorage.setItem(FORCED_REFRESH_KEY, 'true');
    const d = deps();
    await expect(loadWithReload(async () => 'module', d)).resolves.toBe('module');
    expect(sessionStorage.getItem(FORCED_REFRESH_KEY)).toBeNull();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('sets the marker and reloads once on the first failure', async () => {
    const d = deps();
    const pending = loadWithReload(() => Promise.reject(new Error('chunk')), d);
    await vi.waitFor(() => expect(d.reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(FORCED_REFRESH_KEY)).toBe('true');
    void pending;
  });

  it('throws instead of reloading again when the marker is already set', async () => {
    sessionStorage.setItem(FORCED_REFRESH_KEY, 'true');
    const d = deps();
    await expect(loadWithReload(() => Promise.reject(new Error('chunk')), d)).rejects.toThrow('chunk');
    expect(d.reload).not.toHaveBeenCalled();
  });
});
