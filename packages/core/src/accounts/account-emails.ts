import { LINK_LIFETIME_HOURS, type LinkPurpose } from './password-links';

/** Emails about a merchant's own account. */
export const ACCOUNT_EMAIL_KINDS = ['invite', 'password_reset'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

export const accountEmailKindOf = (purpose: LinkPurpose): AccountEmailKind =>
  purpose === 'invite' ? 'invite' : 'password_reset';

const lifetime = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} days` : `${hours} hour${hours === 1 ? '' : 's'}`;

/** The subject and plain text of an invite or reset email. */
export function accountEmail(
  purpose: LinkPurpose,
  values: { storeName: string; inviter?: string; link: string },
): { subject: string; body: string } {
  const valid = `The link works once and expires in ${lifetime(LINK_LIFETIME_HOURS[purpose])}.`;
  if (purpose === 'invite') {
    const who = values.inviter ? `${values.inviter} invited you` : 'You were invited';
    return {
      subject: `Join ${values.storeName} on Roundtrip`,
      body: `${who} to manage returns and exchanges for ${values.storeName} on Roundtrip.\n\nChoose your password here:\n${values.link}\n\n${valid}\n`,
    };
  }
  return {
    subject: `Reset your Roundtrip password for ${values.storeName}`,
    body: `Someone asked to reset the password of your Roundtrip account for ${values.storeName}.\n\nChoose a new password here:\n${values.link}\n\n${valid} If you did not ask, ignore this email: your password stays as it is.\n`,
  };
}
