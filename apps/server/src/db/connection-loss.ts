/** SQLSTATEs of a server that went away or is not back yet: connection exceptions, shutdowns, starting up. */
const GONE_SQLSTATE = /^(08...|57P0[123])$/;
const GONE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** The database could not be reached, or dropped the connection; the statement itself was not refused. */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (GONE_SQLSTATE.test(code) || GONE_SOCKET.has(code))) return true;
  // pg's errors for a socket closed under a query carry no code.
  if (/^Connection terminated|is not queryable/.test(error.message)) return true;
  return isConnectionLoss(error.cause);
}
