import { describe, expect, it } from 'vitest';
import { isStoreFieldShown, loginMessages, normalizeStore, validateLogin } from './login';

describe('normalizeStore', () => {
  it.each([
    ['my-shop', 'my-shop.myshopify.com'],
    ['My-Shop.myshopify.com', 'my-shop.myshopify.com'],
    ['  shop.example.com ', 'shop.myshopify.com'],
    ['', ''],
    ['   ', ''],
    ['.myshopify.com', ''],
  ])('%j -> %j', (input, out) => expect(normalizeStore(input)).toBe(out));
});

describe('isStoreFieldShown', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['shop', true],
    ['shop.myshopify.com', false],
  ])('%j -> %s', (q, shown) => expect(isStoreFieldShown(q)).toBe(shown));
});

describe('validateLogin', () => {
  it('passes a full form', () => {
    expect(validateLogin({ email: ' a@b.co ', password: 'x', store: 'shop' }, true)).toEqual({});
  });
  it('reports each spec message', () => {
    expect(validateLogin({ email: 'bad', password: '', store: ' ' }, true)).toEqual({
      email: loginMessages.email,
      password: loginMessages.password,
      store: loginMessages.store,
    });
  });
  it('does not require the store when its field is hidden', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'x' }, false)).toEqual({});
    expect(validateLogin({}, false)).toEqual({
      email: loginMessages.email,
      password: loginMessages.password,
    });
  });
});
