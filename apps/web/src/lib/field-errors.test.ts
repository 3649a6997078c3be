import { describe, expect, it } from 'vitest';
import { errorAt, fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field, with dotted paths like the server', () => {
    expect(
      fieldErrorsOf([
        { path: ['name'], message: 'Name is required' },
        { path: ['name'], message: 'second message' },
        { path: ['items', 0, 'qty'], message: 'Too many' },
        { path: [], message: 'Bad body' },
      ]),
    ).toEqual({ name: 'Name is required', 'items.0.qty': 'Too many', body: 'Bad body' });
  });
});

describe('errorAt', () => {
  it("gives a field's own message, else the first message of anything inside it", () => {
    const errors = { name: 'Name is required', 'tags.1': 'Too long' };
    expect(errorAt(errors, 'name')).toBe('Name is required');
    expect(errorAt(errors, 'tags')).toBe('Too long');
    expect(errorAt(errors, 'tag')).toBeUndefined();
  });
});
