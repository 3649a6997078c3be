// How a side effect's attempt fails, as the outbox's worker (jobs/run-side-effect.ts) reads it.

/** Thrown when an earlier effect of the same request has not finished yet: retried later. */
export class WaitingError extends Error {}

/** A failure that retrying cannot fix (bad data, refused by the platform's rules). */
export class PermanentError extends Error {}
