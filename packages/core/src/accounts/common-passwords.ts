// Its own module, apart from the length rule: the web's forms import that rule without this 126 KB list.
import commonPasswords from './common-passwords.json';
import { passwordLengthProblem, passwordMessages } from './password-policy';

// The 10,000 most common passwords of SecLists' ranked list (docs/team.md), compared without case.
const COMMON = new Set(commonPasswords.map((p) => p.toLowerCase()));

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

/**
 * Why a new password is refused, or null. Applied when a password is set or changed, never at login:
 * passwords chosen before this policy keep working.
 */
export function newPasswordProblem(password: string): string | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? passwordMessages.common : null);
}
