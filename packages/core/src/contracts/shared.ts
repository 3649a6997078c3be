// Zod building blocks every contract file shares.
import { z } from 'zod';
import { REQUEST_KINDS, REQUEST_STATUSES } from '../lifecycle/statuses';
import { REFUND_MODES } from '../pricing/refund-types';

export const refundMode = z.enum(REFUND_MODES);
export const requestKind = z.enum(REQUEST_KINDS);
export const requestStatus = z.enum(REQUEST_STATUSES);
/** Decimal string, e.g. "12.34". */
export const amount = z.string();
export const isoDate = z.string();
export const uuid = z.uuid({ error: 'Not found' });
