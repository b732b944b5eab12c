/**
 * An .xlsx file from sheets of cells, written off the main thread: the writer (SheetJS, about
 * 110 KB gzipped) lives in its worker's file and loads the first time a workbook is made. Without
 * workers (tests, a browser that refuses one) the same writer runs in the page.
 */
import type { Sheet } from './sheet-types';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function inWorker(sheets: readonly Sheet[], signal?: AbortSignal): Promise<ArrayBuffer> {
  const worker = new Worker(new URL('./xlsx-worker.ts', import.meta.url), {
    type: 'module',
    name: 'xlsx-writer',
  });
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const stop = () => reject(signal!.reason);
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<ArrayBuffer>) => resolve(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'The spreadsheet writer did not start.'));
    };
    worker.postMessage(sheets);
  }).finally(() => worker.terminate());
}

async function inPage(sheets: readonly Sheet[]): Promise<ArrayBuffer> {
  const { buildXlsx } = await import('./build-xlsx');
  return buildXlsx(sheets);
}

export async function writeXlsx(sheets: readonly Sheet[], signal?: AbortSignal): Promise<Blob> {
  signal?.throwIfAborted();
  const bytes =
    typeof Worker === 'undefined'
      ? await inPage(sheets)
      : await inWorker(sheets, signal).catch((error: unknown) => {
          if (signal?.aborted) throw error;
          return inPage(sheets);
        });
  signal?.throwIfAborted();
  return new Blob([bytes], { type: XLSX_MIME });
}
