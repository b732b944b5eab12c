import { describe, expect, it } from 'vitest';
import { errorFromResponse, parseErrorBody } from './error-answer';

describe('parseErrorBody', () => {
  it('accepts a Laravel validation body with arrays and strings', () => {
    const error = {
      message: 'The given data was invalid.',
      errors: { title: ['Required.'], 'metadata.0.key': 'Duplicate.' },
    };
    expect(parseErrorBody(error)).toEqual(error);
  });

  it('accepts a body with neither part, and drops extra fields', () => {
    expect(parseErrorBody({})).toEqual({});
    expect(parseErrorBody({ message: 'Server Error', exception: 'PDOException' })).toEqual({
      message: 'Server Error',
    });
  });

  it('rejects what is not an object, a non-string message and malformed errors', () => {
    expect(parseErrorBody(null)).toBeNull();
    expect(parseErrorBody(['message'])).toBeNull();
    expect(parseErrorBody('Server Error')).toBeNull();
    expect(parseErrorBody({ message: 500 })).toBeNull();
    expect(parseErrorBody({ message: null })).toBeNull();
    expect(parseErrorBody({ errors: ['title'] })).toBeNull();
    expect(parseErrorBody({ errors: null })).toBeNull();
    expect(parseErrorBody({ errors: { title: [1] } })).toBeNull();
    expect(parseErrorBody({ errors: { title: 1 } })).toBeNull();
  });
});

describe('errorFromResponse', () => {
  it('keeps a field named __proto__ or constructor as a field, in own properties', async () => {
    // Written as JSON text: in an object literal, __proto__ would set the prototype instead.
    const body =
      '{"message": "The given data was invalid.", "errors": ' +
      '{"__proto__": ["Odd field."], "constructor": "Also odd.", "title": ["Required."]}}';
    const error = await errorFromResponse(new Response(body, { status: 422 }), 'POST', null, 0);
    expect(Object.entries(error.fieldErrors)).toEqual([
      ['__proto__', ['Odd field.']],
      ['constructor', ['Also odd.']],
      ['title', ['Required.']],
    ]);
    expect(Object.getPrototypeOf(error.fieldErrors)).toBe(Object.prototype);
  });
});
