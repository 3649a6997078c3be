import type { ErrorCode } from '@roundtrip/core';
import { AppError } from '../errors';

/** Why the platform refused a call; `code` maps to HTTP like every AppError, `reason` is finer. */
export type PlatformErrorReason =
  | 'not_found'
  | 'invalid_input'
  | 'invalid_state'
  | 'quantity_exceeded'
  | 'refund_exceeds_refundable'
  | 'currency_mismatch'
  | 'idempotency_key_reused';

const codeOf: Record<PlatformErrorReason, ErrorCode> = {
  not_found: 'NOT_FOUND',
  invalid_input: 'VALIDATION_FAILED',
  invalid_state: 'CONFLICT',
  quantity_exceeded: 'CONFLICT',
  refund_exceeds_refundable: 'CONFLICT',
  currency_mismatch: 'VALIDATION_FAILED',
  idempotency_key_reused: 'CONFLICT',
};

export class PlatformError extends AppError {
  constructor(
    readonly reason: PlatformErrorReason,
    message: string,
  ) {
    super(codeOf[reason], message);
  }
}
