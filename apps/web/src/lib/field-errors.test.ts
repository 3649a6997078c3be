import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';

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
