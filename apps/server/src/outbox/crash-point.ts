import type { SideEffect } from '@roundtrip/core';

/**
 * Moments where the fault tests kill the process (docs/faults.md): a shopper's request committed and
 * not yet answered, a merchant action committed and not yet answered, and every side effect after its
 * outside call (platform, mailer) answered and before its outcome is recorded.
 */
export type CrashPoint = 'request_committed' | 'action_committed' | `after:${SideEffect}`;

/**
 * Test-only hook (`ROUNDTRIP_CRASH_AT`, parsed by config.ts): when it names this point the process dies
 * here at once, as under `kill -9` or a power cut — no shutdown hook, no flushed buffer, no answer.
 * Unset, this is one comparison.
 */
export function crashPoint(deps: { config: { crashAt?: CrashPoint } }, point: CrashPoint): void {
  if (deps.config.crashAt === point) process.kill(process.pid, 'SIGKILL');
}
