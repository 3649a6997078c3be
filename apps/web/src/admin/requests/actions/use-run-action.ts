import { useCallback, useState } from 'react';
import { errorToastMessage, isHttpError, successToastMessage } from '../../../lib/http';
import { dispatch } from '../../../lib/store';
import { useRequestChanges } from '../use-requests';

type RunResult = { ok: boolean; conflict?: boolean; fields?: Record<string, string> };
export type RunOptions = { method?: 'post' | 'put'; success?: string };
export type RunAction = (path: string, body: unknown, options?: RunOptions) => Promise<RunResult>;

const toast = (message: string, error = false) =>
  dispatch({ type: 'showToast', payload: { message, error } });

/**
 * Runs one action on a request. Another merchant may have acted first: the server answers 409 with
 * the current status; the page then shows that message in a banner and reloads its data, so nobody
 * acts on a stale screen. Field errors go back to the dialog that sent them.
 */
export function useRunAction(id: string) {
  const changes = useRequestChanges(id);
  const [conflict, setConflict] = useState<string | null>(null);
  const run: RunAction = useCallback(
    async (path, body, options = {}) => {
      try {
        await changes.action.mutateAsync({ path, body, method: options.method });
        setConflict(null);
        toast(successToastMessage(options.success));
        return { ok: true };
      } catch (error) {
        if (isHttpError(error) && error.status === 409) {
          setConflict(error.message);
          toast(errorToastMessage(error), true);
          await changes.refresh();
          return { ok: false, conflict: true };
        }
        toast(errorToastMessage(error), true);
        return { ok: false, fields: isHttpError(error) ? error.fields : undefined };
      }
    },
    [changes.action.mutateAsync, changes.refresh],
  );
  return { run, busy: changes.action.isPending, conflict, clearConflict: () => setConflict(null), changes };
}
