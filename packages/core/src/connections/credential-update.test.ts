import { describe, expect, it } from 'vitest';
import { credentialUpdate } from './credential-update';

const now = new Date('2026-12-06T10:00:00Z');
const before = new Date('2026-12-01T10:00:00Z');
const base = { fields: ['key', 'secret'], now };

describe('credentialUpdate', () => {
  it('merges what was sent over what was saved, and names unknown and missing fields', () => {
    const u = credentialUpdate({
      ...base,
      saved: { key: 'k1' },
      sent: { extra: 'x' },
      active: false,
      verifiedAt: null,
    });
    expect(u).toMatchObject({ merged: { key: 'k1', extra: 'x' }, unknown: ['extra'], missing: ['secret'] });
    expect(u.check).toBe(false);
  });

  it('checks complete credentials that changed, are switched on, or were never verified', () => {
    const saved = { key: 'k1', secret: 's1' };
    const same = { ...base, saved, sent: {}, active: false };
    expect(credentialUpdate({ ...same, verifiedAt: before })).toMatchObject({
      check: false,
      verifiedAt: before,
    });
    expect(credentialUpdate({ ...same, verifiedAt: null })).toMatchObject({ check: true, verifiedAt: now });
    expect(credentialUpdate({ ...same, active: true, verifiedAt: before })).toMatchObject({ check: true });
    expect(credentialUpdate({ ...same, sent: { secret: 's2' }, verifiedAt: before })).toMatchObject({
      check: true,
      verifiedAt: now,
    });
  });

  it('forgets the verification of credentials changed but left incomplete', () => {
    const u = credentialUpdate({
      ...base,
      saved: { key: 'k1', secret: 's1' },
      sent: { secret: '' },
      active: false,
      verifiedAt: before,
    });
    expect(u).toMatchObject({ check: false, verifiedAt: null, missing: ['secret'] });
  });
});
