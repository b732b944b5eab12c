/**
 * The preview's state: a file is read and checked in the import worker, and checked again when
 * the defaults or the column choices change, or a row is fixed in place. Only the latest
 * request's answers count; each answer replaces the state (nothing on screen is changed in place).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MetadataTypeOption } from '../../../lib/config';
import type { CheckedRow, ImportDefaults } from './check-rows';
import { headerKey, type ColumnTarget } from '../columns/column-match';
import type { RawRow } from '../columns/import-columns';
import type { PreviewFile, PreviewRequest, PreviewResponse } from '../file/preview-engine';
import { rememberColumns, rememberedColumns } from '../columns/remembered-columns';
import { useSession } from '../../../api/api-context';
import { keyValueStore } from '../../../lib/key-value-store';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'reading'; name: string; rows: number }
  | { status: 'refused'; name: string; reason: string }
  /** `checking`: every row is being checked again (new defaults or column choices). */
  | { status: 'ready'; file: PreviewFile; checking: boolean };

const CRASHED =
  'The file reader stopped unexpectedly while reading this file. Check the file, or split it into smaller ones; another file can be chosen now.';

export function useImportPreview(defaults: ImportDefaults, metadataTypes: MetadataTypeOption[]) {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  // The column choices are remembered in the session's shared storage.
  const { shared } = useSession();
  const columns = useMemo(() => keyValueStore(shared), [shared]);
  // Files read so far: each read is a new preview (its own filters, fixes and folders).
  const [reads, setReads] = useState(0);
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  const name = useRef('');
  // A file was read and its rows are in the worker: only then can they be checked again.
  const hasRows = useRef(false);
  // The rows of the answer being received, slice by slice.
  const received = useRef<CheckedRow[]>([]);
  const rawWaiting = useRef(new Map<number, (raw: RawRow | null) => void>());

  const receive = useCallback((response: PreviewResponse) => {
    if (response.type === 'raw') {
      rawWaiting.current.get(response.n)?.(response.raw);
      rawWaiting.current.delete(response.n);
      return;
    }
    if (response.seq !== seq.current && response.seq !== -1) return;
    if (response.type === 'fixed') {
      const { row } = response;
      setState((current) => {
        if (current.status !== 'ready') return current;
        const rows = current.file.rows.slice();
        rows[row.n - 1] = row;
        return { ...current, file: { ...current.file, rows } };
      });
      return;
    }
    if (response.type !== 'rows' && response.type !== 'ready') received.current = [];
    if (response.type === 'rows') {
      for (const row of response.rows) received.current.push(row);
    } else if (response.type === 'progress') {
      setState({ status: 'reading', name: name.current, rows: response.rows });
    } else if (response.type === 'refused') {
      hasRows.current = false;
      setState({ status: 'refused', name: name.current, reason: response.reason });
    } else {
      hasRows.current = true;
      const rows = received.current;
      received.current = [];
      setState({ status: 'ready', file: { ...response.file, rows }, checking: false });
    }
  }, []);

  useEffect(() => {
    return () => {
      worker.current?.terminate();
      worker.current = null;
    };
  }, []);

  const send = useCallback(
    (request: PreviewRequest) => {
      if (request.type !== 'raw' && request.type !== 'fix') received.current = [];
      if (!worker.current) {
        // The parser lives only in the worker's file, never in the page's chunks.
        const opened = new Worker(new URL('../file/parse-worker.ts', import.meta.url), {
          type: 'module',
        });
        opened.onmessage = (event: MessageEvent<PreviewResponse>) => receive(event.data);
        opened.onerror = () => {
          // The file is refused; the next file gets a fresh reader.
          opened.terminate();
          if (worker.current === opened) worker.current = null;
          receive({ type: 'refused', seq: -1, reason: CRASHED });
        };
        worker.current = opened;
      }
      worker.current.postMessage(request);
    },
    [receive],
  );

  const read = useCallback(
    (file: File) => {
      seq.current += 1;
      name.current = file.name;
      hasRows.current = false;
      setReads((n) => n + 1);
      setState({ status: 'reading', name: file.name, rows: 0 });
      send({
        type: 'read',
        seq: seq.current,
        file,
        defaults,
        metadataTypes,
        remembered: rememberedColumns(columns),
      });
    },
    [defaults, metadataTypes, send, columns],
  );

  const recheck = useCallback(
    (choices?: ColumnTarget[]) => {
      if (!hasRows.current) return;
      seq.current += 1;
      setState((current) =>
        current.status === 'ready' ? { ...current, checking: true } : current,
      );
      send({ type: 'check', seq: seq.current, defaults, choices });
    },
    [defaults, send],
  );

  // New defaults: the same rows checked again.
  const last = useRef(defaults);
  useEffect(() => {
    if (last.current === defaults) return;
    last.current = defaults;
    recheck();
  }, [defaults, recheck]);

  /** A column's choice changed: remembered for these headers, and every row made and checked again. */
  const choose = useCallback(
    (header: readonly string[], choices: ColumnTarget[]) => {
      rememberColumns(headerKey(header), choices, columns);
      setState((current) =>
        current.status === 'ready' ? { ...current, file: { ...current.file, choices } } : current,
      );
      recheck(choices);
    },
    [recheck, columns],
  );

  /** A row fixed in place: kept over the file's values and checked again, in the worker. */
  const fix = useCallback(
    (n: number, raw: RawRow) => {
      if (!hasRows.current) return;
      send({ type: 'fix', seq: seq.current, n, raw, defaults });
    },
    [defaults, send],
  );

  /** The row's values as the worker holds them (as read, or as last fixed). */
  const rawOf = useCallback(
    (n: number) =>
      new Promise<RawRow | null>((resolve) => {
        if (!hasRows.current) return resolve(null);
        rawWaiting.current.set(n, resolve);
        send({ type: 'raw', seq: seq.current, n });
      }),
    [send],
  );

  // A job was made from this read: the preview is done with (one job per file read).
  const reset = useCallback(() => {
    seq.current += 1;
    hasRows.current = false;
    setState({ status: 'idle' });
  }, []);

  return { state, reads, read, choose, fix, rawOf, reset };
}
