/** The workbook writer's worker: the sheets in, the file's bytes out (moved, not copied). */
import { buildXlsx } from './build-xlsx';
import type { Sheet } from './sheet-types';

self.onmessage = (event: MessageEvent<readonly Sheet[]>) => {
  const bytes = buildXlsx(event.data);
  self.postMessage(bytes, { transfer: [bytes] });
};
