import { afterEach, beforeEach } from 'vitest';

/** What the browser was given to save: the file name and the Blob behind the link. */
export interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * jsdom has no object URLs and cannot download: keep the Blobs, and take a click on a download
 * link as the browser would (saving the file) instead of jsdom's navigation. Call at the top of
 * a test file; the list it returns is emptied before each test.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  let blobs = new Map<string, Blob>();
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[download]');
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    downloads.push({ fileName: link.download, blob: blobs.get(link.href)! });
  };
  beforeEach(() => {
    blobs = new Map();
    downloads.length = 0;
    let n = 0;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:http://localhost/export-${++n}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void blobs.delete(url);
    document.addEventListener('click', onClick, true);
  });
  afterEach(() => document.removeEventListener('click', onClick, true));
  return downloads;
}
