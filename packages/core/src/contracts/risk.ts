// A request's return risk score (docs/lists-and-risk.md) and the merchant's verdict on it.
import { z } from 'zod';
import { RISK_LEVELS, RISK_SIGNAL_CODES, RISK_VERDICTS } from '../risk/risk-score';

export const requestRisk = z.object({
  score: z.number().int(),
  level: z.enum(RISK_LEVELS),
  signals: z.array(z.object({ code: z.enum(RISK_SIGNAL_CODES), points: z.number(), detail: z.string() })),
  verdict: z.enum(RISK_VERDICTS).nullable(),
});
export type RequestRisk = z.infer<typeof requestRisk>;

export const riskVerdictBody = z.object({
  verdict: z.enum(RISK_VERDICTS, { error: 'Choose safe or fraud' }),
});
export type RiskVerdictBody = z.infer<typeof riskVerdictBody>;
