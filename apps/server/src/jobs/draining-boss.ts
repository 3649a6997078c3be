import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../outbox/sql-executor';

/** Promises still running, forgotten as they settle. */
class InFlight {
  readonly #running = new Set<Promise<unknown>>();

  track<T>(promise: Promise<T>): Promise<T> {
    this.#running.add(promise);
    const forget = () => this.#running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  get size(): number {
    return this.#running.size;
  }

  settled(): Promise<unknown> {
    return Promise.allSettled([...this.#running]);
  }
}

/** Any of `work`'s handlers: each overload's jobs are assignable to `never[]`. */
type AnyHandler = (jobs: never[]) => Promise<unknown>;

/**
 * A pg-boss that knows when it has really stopped. pg-boss 10's `stop({ wait: true })` returns while work
 * it started can still reach the database: it completes and fails a job without awaiting the statement,
 * and a job it was fetching as the stop began runs its handler afterwards. Closing the pool then throws
 * "Cannot use a pool after calling end on the pool" out of the process (docs/faults.md). `drain` stops it
 * and waits for every handler and statement it began, so the database can close after it.
 */
export class DrainingBoss extends PgBoss {
  readonly #statements: InFlight;
  readonly #handlers = new InFlight();

  constructor(executor: SqlExecutor, options: Omit<PgBoss.ConstructorOptions, 'db'> = {}) {
    const statements = new InFlight();
    super({
      ...options,
      db: { executeSql: (text, values) => statements.track(executor.executeSql(text, values)) },
    });
    this.#statements = statements;
    // pg-boss puts its verbs on the instance, not the prototype, so `work` is wrapped here.
    const work = this.work;
    const handlers = this.#handlers;
    this.work = ((name: string, optionsOrHandler: PgBoss.WorkOptions | AnyHandler, handler?: AnyHandler) => {
      const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
      const run = typeof optionsOrHandler === 'function' ? optionsOrHandler : handler;
      if (!run) throw new TypeError(`pg-boss work(${name}) needs a handler`);
      // The overload the caller matched typed its handler for the jobs these options fetch.
      return work(name, options, (jobs) => handlers.track(run(jobs as never[])));
    }) as PgBoss['work'];
  }

  /**
   * Takes no new job, waits up to `timeoutMs` for the running ones (a job still running then is failed
   * back to the queue), then for every handler and statement this boss began, within the same budget.
   */
  async drain(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    await this.stop({ graceful: true, wait: true, timeout: timeoutMs });
    // A fetch answered after the stop starts its handler a few microtasks later, and a handler's end
    // sends the complete or fail statement: look again after a macrotask until nothing has begun.
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if ((this.#handlers.size === 0 && this.#statements.size === 0) || Date.now() >= deadline) return;
      const left = deadline - Date.now();
      await Promise.race([
        Promise.all([this.#handlers.settled(), this.#statements.settled()]),
        new Promise((resolve) => setTimeout(resolve, left).unref()),
      ]);
    }
  }
}
