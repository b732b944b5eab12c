import { describe, expect, it } from 'vitest';
import { isFramed } from './framed';

describe('isFramed', () => {
  it('is false for a page that is its own top', () => {
    const page = {} as Window;
    expect(isFramed({ top: page, self: page })).toBe(false);
  });

  it('is true inside a frame', () => {
    expect(isFramed({ top: {} as Window, self: {} as Window })).toBe(true);
  });

  it('is true when looking at the top throws (a top of another origin)', () => {
    const frame = {
      self: {} as Window,
      get top(): Window {
        throw new DOMException(
          'Blocked a frame from accessing a cross-origin frame.',
          'SecurityError',
        );
      },
    };
    expect(isFramed(frame)).toBe(true);
  });
});
