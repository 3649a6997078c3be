import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';
import { isDamagedReason, isVideoFile, stripPunctuation, trimText, VIDEO_EXTENSIONS } from './text';

describe('text helpers', () => {
  it.each([
    ['  hi  ', 'hi'],
    ['\n\tx\u00a0', 'x'],
    [null, ''],
    [undefined, ''],
  ])('trimText(%j) = %j', (v, out) => expect(trimText(v)).toBe(out));
  it.each([
    ['--Hello, world!!', 'Hello, world'],
    ['"quoted"', 'quoted'],
    ['¿Qué?', 'Qué'],
    ['«ok»', 'ok'],
    ['!!!', ''],
    ['a.b', 'a.b'],
    [null, ''],
  ])('stripPunctuation(%j) = %j', (v, out) => expect(stripPunctuation(v)).toBe(out));
  it.each([
    ['Damaged item', true],
    ['ARRIVED DAMAGED', true],
    ['damage', false],
    [null, false],
  ])('isDamagedReason(%j) = %s', (v, out) => expect(isDamagedReason(v)).toBe(out));
});

describe('isVideoFile', () => {
  it('knows the spec extensions', () => expect(VIDEO_EXTENSIONS).toHaveLength(11));
  it.each([
    ['clip.mp4', true],
    ['CLIP.MOV', true],
    ['https://cdn.example.com/a/b.webm?v=2#t', true],
    ['video/quicktime', true],
    ['photo.jpg', false],
    ['mp4.png', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (v, out) => expect(isVideoFile(v)).toBe(out));
});

describe('randomId', () => {
  it('defaults to 10 letters and digits', () => {
    const id = randomId();
    expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(randomId(32)).toHaveLength(32);
    expect(new Set(Array.from({ length: 200 }, () => randomId())).size).toBe(200);
  });
  it('uses the given secure source and rejects biased bytes', () => {
    const source = {
      getRandomValues<T extends Uint8Array>(a: T): T {
        a.fill(255);
        a[0] = 0;
        a[1] = 61;
        return a;
      },
    };
    expect(randomId(2, source)).toBe('A9');
  });
  it('rejects bad lengths', () => {
    expect(() => randomId(0)).toThrow(RangeError);
    expect(() => randomId(1.5)).toThrow(RangeError);
  });
});
