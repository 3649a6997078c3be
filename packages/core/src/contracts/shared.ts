// Zod building blocks every contract file shares.
import { z } from 'zod';
import { isIsoCountry, isIsoCurrency } from '../geo/iso-codes';
import { PLANNED_KINDS, REQUEST_KINDS, REQUEST_STATUSES } from '../lifecycle/statuses';
import { REFUND_MODES } from '../pricing/refund-types';

export const refundMode = z.enum(REFUND_MODES);
export const requestKind = z.enum(REQUEST_KINDS);
/** Return or exchange: what the return and exchange pages plan and submit. */
export const plannedKind = z.enum(PLANNED_KINDS);
export const requestStatus = z.enum(REQUEST_STATUSES);
/** Decimal string, e.g. "12.34". */
export const amount = z.string();
export const isoDate = z.string();

/**
 * The days a report or a filter may name (docs/limits.md): no store has a request before 2000, and a
 * year like 0001 or 9999 only makes date arithmetic and SQL overflow. A real calendar day, in range.
 */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';
export const calendarDay = z.iso
  .date({ error: 'Use a date like 2026-11-23' })
  .refine((d) => d >= FIRST_DAY && d <= LAST_DAY, `Use a date between ${FIRST_DAY} and ${LAST_DAY}`);
export const uuid = z.uuid({ error: 'Not found' });
/** ISO 4217, e.g. "INR": the shape first, then the list. */
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { error: 'Currency must be a 3-letter ISO code', abort: true })
  .refine(isIsoCurrency, 'Currency must be an ISO 4217 code, like INR');
/** ISO 3166-1 alpha-2, e.g. "IN": the shape first, then the list. */
export const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, { error: 'Country must be a 2-letter ISO code', abort: true })
  .refine(isIsoCountry, 'Country must be an ISO 3166 code, like IN');
