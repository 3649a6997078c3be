import { useCallback, useEffect, useState } from 'react';

export type Resource<T> = {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
};

/**
 * Loads data for a page and aborts the call when the inputs change or the page goes away. A
 * tiny stand-in for a query library, which the portal cannot afford on a phone budget.
 */
export function useResource<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: readonly unknown[],
  initial: T | null = null,
): Resource<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: initial,
    error: null,
    loading: load !== null && initial === null,
  });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: callers list the inputs of `load` in deps
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState((s) => ({ data: s.data, error: null, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
