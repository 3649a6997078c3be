/** What a one-time password link is for: joining a team, or replacing a forgotten password. */
export const LINK_PURPOSES = ['invite', 'reset'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

const HOUR_MS = 3600 * 1000;

/** An invite waits a week for a colleague to act; a reset link is only useful right after asking. */
export const LINK_LIFETIME_HOURS: Readonly<Record<LinkPurpose, number>> = { invite: 7 * 24, reset: 1 };

export const linkExpiry = (purpose: LinkPurpose, now: Date) =>
  new Date(now.getTime() + LINK_LIFETIME_HOURS[purpose] * HOUR_MS);

/** One sentence for an unknown, expired and used link: the page cannot tell them apart anyway. */
export const LINK_UNUSABLE = 'This link has expired or was already used. Ask for a new one.';

/** The page a link opens: the web app's set-password page with the token in the query. */
export const passwordLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/user/choose-password?token=${encodeURIComponent(token)}`;
