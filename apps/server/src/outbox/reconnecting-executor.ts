import { isConnectionLoss } from '../db/connection-loss';
import type { SqlExecutor } from './sql-executor';

/**
 * The workers' pg-boss sends its statements through this: while the database is unreachable (a restart,
 * a failover) a statement waits and goes again instead of failing. pg-boss 10 completes and fails jobs
 * without awaiting it, so a failure there is an unhandled rejection, and that ends the process
 * (docs/faults.md). Only for statements outside a transaction: each try takes a fresh pool connection.
 * A statement that did commit before its answer was lost is harmless again: a claimed job left active
 * expires and is retried, a completed or failed one is no longer active.
 */
export function reconnecting(executor: SqlExecutor, pauseMs = 1000): SqlExecutor {
  return {
    async executeSql(text, values) {
      for (;;) {
        try {
          return await executor.executeSql(text, values);
        } catch (error) {
          if (!isConnectionLoss(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }
    },
  };
}
