/**
 * Saving a provider connection's credentials (docs/payments.md, docs/wms.md): the fields sent are merged
 * over the saved ones; fields the provider does not take are refused; switching on needs every field;
 * complete credentials are checked with the provider when they changed, when the connection is switched
 * on, or when they were never verified; and a change that was not checked forgets the old verification.
 */
export type CredentialUpdate = {
  merged: Record<string, string>;
  /** Fields sent that the provider does not take. */
  unknown: string[];
  /** Fields still empty after the merge. */
  missing: string[];
  /** Whether the merged credentials are to be checked with the provider before saving. */
  check: boolean;
  /** The connection's verification instant once saved. */
  verifiedAt: Date | null;
};

export function credentialUpdate(input: {
  fields: readonly string[];
  saved: Record<string, string>;
  sent: Record<string, string>;
  active: boolean;
  verifiedAt: Date | null;
  now: Date;
}): CredentialUpdate {
  const { fields, saved, sent } = input;
  const merged = { ...saved, ...sent };
  const missing = fields.filter((f) => !merged[f]);
  const changed = Object.keys(sent).some((k) => sent[k] !== saved[k]);
  const check = missing.length === 0 && (changed || input.active || !input.verifiedAt);
  return {
    merged,
    unknown: Object.keys(sent).filter((k) => !fields.includes(k)),
    missing,
    check,
    verifiedAt: check ? input.now : changed ? null : input.verifiedAt,
  };
}
