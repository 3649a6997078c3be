import { describe, expect, it } from 'vitest';
import { readDamageAnswer, reasonNeedsPhotos } from './assessment';

describe('readDamageAnswer', () => {
  it('reads the JSON, fenced or bare, and refuses anything else', () => {
    expect(readDamageAnswer('{"damaged": true, "assessment": "Cracked corner"}')).toEqual({
      damaged: true,
      assessment: 'Cracked corner',
    });
    expect(readDamageAnswer('```json\n{"damaged": false, "assessment": "Looks new"}\n```')?.damaged).toBe(
      false,
    );
    expect(readDamageAnswer('I cannot tell')).toBeNull();
    expect(readDamageAnswer('{"damaged": "maybe"}')).toBeNull();
  });
});

describe('reasonNeedsPhotos', () => {
  it('asks for photos when the reason says so or names damage', () => {
    expect(reasonNeedsPhotos({ name: 'Arrived DAMAGED', requiresMedia: false })).toBe(true);
    expect(reasonNeedsPhotos({ name: 'Too small', requiresMedia: true })).toBe(true);
    expect(reasonNeedsPhotos({ name: 'Too small', requiresMedia: false })).toBe(false);
  });
});
