/** What the import's component tests need from a browser that jsdom lacks. */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { vi } from 'vitest';
import { server } from '../mocks/node';
import {
  servePreview,
  type PreviewMessage,
  type PreviewRequest,
} from '../features/import/file/preview-engine';

/**
 * jsdom has no workers: this one runs the worker's code in the page. What it posts is copied as
 * a real worker's messages are (structuredClone), so a value that cannot cross fails here too.
 */
class InPageWorker {
  onmessage: ((event: { data: PreviewMessage }) => void) | null = null;
  onerror: (() => void) | null = null;
  private handle = servePreview((data) => this.onmessage?.({ data: structuredClone(data) }));
  postMessage(request: PreviewRequest) {
    this.handle(request);
  }
  terminate() {}
}

/**
 * A worker, and layout: the rows' scroll box gets a size and each row a height, as a browser
 * would give them, so the virtual table renders the rows in view. Call in beforeEach.
 */
export function browserLike(): void {
  vi.stubGlobal('Worker', InPageWorker);
  const box = (size: number) =>
    function (this: Element) {
      return this.getAttribute('aria-label') === 'Import rows, scrollable' ? size : 0;
    };
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(box(480));
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(box(800));
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'TR' ? 41 : 0;
  });
}

type User = { click: (element: Element) => Promise<void> };

/** `Start import`, then `Create <N> entries` in `Confirm import`; returns the dialog's words. */
export async function startImport(user: User): Promise<string> {
  await user.click(screen.getByRole('button', { name: 'Start import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm import' });
  const words = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: /^Create [\d,]+ entr(y|ies)$/ }));
  return words;
}

export const csv = (text: string | BlobPart[], name = 'rows.csv') =>
  new File(typeof text === 'string' ? [text] : text, name, { type: 'text/csv' });

/** Every create's title and idempotency key, in the order they arrive. */
export function sentCreates() {
  const sent: { title: string; key: string | null }[] = [];
  server.use(
    http.post('*/api/v1/registry/create', async ({ request }) => {
      const { title } = (await request.clone().json()) as { title: string };
      sent.push({ title, key: request.headers.get('Idempotency-Key') });
      return undefined;
    }),
  );
  return sent;
}

/** The figure shown under `name` (Created, Failed, Not sent…), as a number. */
export const figure = (name: string) => {
  const term = screen.queryAllByRole('term').find((t) => t.textContent === name);
  return term ? Number(term.nextElementSibling!.textContent!.replace(/,/g, '')) : 0;
};
export const badges = (name: string) =>
  within(screen.getByRole('table', { name: 'Import rows' })).queryAllByText(name).length;
