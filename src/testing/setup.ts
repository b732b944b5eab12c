import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMemoryDb, server } from '../mocks/node';
import { openStorage } from '../lib/storage';

// jsdom lacks these; the app uses them for scrolling a new entry into view and for dialogs.
// (Tests of Node scripts run without a DOM.)
if (typeof Element !== 'undefined') {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // jsdom has it, but only to report that it does nothing.
  window.scrollTo = function scrollTo() {};
}
// jsdom applies no stylesheet and no media query: as on a wide screen (fold-menu.css), a fold
// menu's actions sit in the row, not in a closed popover.
if (typeof document !== 'undefined') {
  const wide = document.createElement('style');
  wide.textContent = '.fold-menu { display: contents; }';
  document.head.append(wide);
}
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// findBy*/waitFor wait longer than the 1 s default: a busy 2-core CI machine can take that long to
// render a debounced change. A passing test is not slowed by it.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  resetMemoryDb();
  if (typeof window !== 'undefined') {
    openStorage('session')?.clear();
    openStorage('local')?.clear();
  }
  // An unexpected console.error is a bug: fail the test that caused it.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => server.close());
