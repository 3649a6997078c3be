/** OWASP ASVS 2.1: length, not composition, makes a password strong. */
export const PASSWORD_MIN_LENGTH = 12;
/** ASVS allows at least 64; 128 bounds the cost of hashing what a stranger sends. */
const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is one of the 10,000 most common passwords; choose one that is harder to guess',
  current: 'Your current password is not correct',
} as const;

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (password: string) => [...password].length;

/** The length rule alone: what a form can check as the user types. */
export function passwordLengthProblem(password: string): string | null {
  const length = lengthOf(password);
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  return null;
}
