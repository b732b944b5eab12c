import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { viewPageReader } from '../../../api/read-view-page';
import { describeError } from '../../../api/api-error';
import { useApi } from '../../../api/api-context';
import { exportFileName } from './file-name';
import type { ExportFormat } from './formats';
import { runExport, type ExportSummary } from './run-export';
import type { WalkProgress } from '../../../api/walk-pages';

export interface ExportView {
  /** The folder filter; empty means all folders. */
  folder: string;
  order: string;
}

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: WalkProgress | null }
  | { phase: 'done'; url: string; fileName: string; summary: ExportSummary }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string; progress: WalkProgress | null };

/**
 * Runs one export at a time for a view. Cancelling, or leaving (unmount), aborts the request in
 * flight; the finished file stays available (as an object URL) until the next export or unmount.
 */
export function useExport(view: ExportView) {
  const queryClient = useQueryClient();
  const api = useApi();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const urlRef = useRef<string | null>(null);

  const dropFile = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  useEffect(
    () => () => {
      controllerRef.current?.abort();
      dropFile();
    },
    [],
  );

  const start = useCallback(
    async (format: ExportFormat) => {
      controllerRef.current?.abort();
      dropFile();
      const controller = new AbortController();
      controllerRef.current = controller;
      let last: WalkProgress | null = null;
      setState({ phase: 'running', progress: null });
      try {
        const { exportPageSize, exportMaxEntries, exportMaxBytes } = api.config;
        const { blob, summary } = await runExport({
          format,
          signal: controller.signal,
          maxEntries: exportMaxEntries,
          maxBytes: exportMaxBytes,
          fetchPage: viewPageReader(api, queryClient, {
            folder_id: view.folder || undefined,
            limit: exportPageSize,
            order_by: view.order,
          }),
          onProgress(progress) {
            last = progress;
            setState({ phase: 'running', progress });
          },
        });
        if (controllerRef.current !== controller) return;
        if (controller.signal.aborted) {
          setState({ phase: 'cancelled' });
          return;
        }
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        setState({ phase: 'done', url, fileName: exportFileName(view.folder, format), summary });
      } catch (error) {
        if (controllerRef.current !== controller) return;
        setState(
          controller.signal.aborted
            ? { phase: 'cancelled' }
            : { phase: 'failed', message: describeError(error), progress: last },
        );
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [api, queryClient, view.folder, view.order],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);

  return { state, start, cancel };
}
