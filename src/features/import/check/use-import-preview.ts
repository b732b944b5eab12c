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
import type {
  PreviewAnswer,
  PreviewFile,
  PreviewMessage,
  PreviewRequest,
} from '../file/preview-engine';
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

interface Call {
  rows: CheckedRow[];
  progress: (rows: number) => void;
  done: (answer: PreviewAnswer) => void;
}

/** The import worker, opened on the first request. It answers in the order it is asked. */
function previewWorker() {
  let worker: Worker | null = null;
  const calls: Call[] = [];
  const open = () => {
    // The parser lives only in the worker's file, never in the page's chunks.
    const opened = new Worker(new URL('../file/parse-worker.ts', import.meta.url), {
      type: 'module',
    });
    opened.onmessage = ({ data }: MessageEvent<PreviewMessage>) => {
      const call = calls[0]!;
      if ('progress' in data) return call.progress(data.progress);
      if ('rows' in data) return void call.rows.push(...data.rows);
      calls.shift();
      const { answer } = data;
      call.done(
        answer.type === 'file' ? { ...answer, file: { ...answer.file, rows: call.rows } } : answer,
      );
    };
    opened.onerror = () => {
      // What it was asked is refused; the next file gets a fresh reader.
      opened.terminate();
      worker = null;
      for (const call of calls.splice(0)) call.done({ type: 'refused', reason: CRASHED });
    };
    return opened;
  };
  return {
    ask: (request: PreviewRequest, progress: (rows: number) => void = () => {}) =>
      new Promise<PreviewAnswer>((done) => {
        calls.push({ rows: [], progress, done });
        (worker ??= open()).postMessage(request);
      }),
    close: () => {
      worker?.terminate();
      worker = null;
      calls.length = 0;
    },
  };
}

export function useImportPreview(defaults: ImportDefaults, metadataTypes: MetadataTypeOption[]) {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  // The column choices are remembered in the session's shared storage.
  const { shared } = useSession();
  const columns = useMemo(() => keyValueStore(shared), [shared]);
  // Files read so far: each read is a new preview (its own filters, fixes and folders).
  const [reads, setReads] = useState(0);
  const [{ ask, close }] = useState(previewWorker);
  useEffect(() => close, [close]);
  const seq = useRef(0);
  const name = useRef('');
  // The file read last, and a workbook's sheets: another sheet is read from the same file.
  const chosen = useRef<File | null>(null);
  const [sheets, setSheets] = useState<{ names: string[]; sheet: string } | null>(null);
  // A row fixed by hand since this sheet was read: another sheet would drop it.
  const [fixed, setFixed] = useState(false);
  const reading = useRef(false);
  // The defaults the rows on screen were checked with (or are being read with).
  const checkedWith = useRef(defaults);
  // A file was read and its rows are in the worker: only then can they be checked again.
  const ready = state.status === 'ready';

  /** The answer to the latest request replaces the state; an older one is dropped. */
  const settle = useCallback((mine: number, answer: PreviewAnswer) => {
    if (mine !== seq.current) return;
    if (answer.type === 'refused') {
      setState({ status: 'refused', name: name.current, reason: answer.reason });
    } else if (answer.type === 'file') {
      setState({ status: 'ready', file: answer.file, checking: false });
    } else if (answer.type === 'row') {
      const { row } = answer;
      setState((current) => {
        if (current.status !== 'ready') return current;
        const rows = current.file.rows.slice();
        rows[row.n - 1] = row;
        return { ...current, file: { ...current.file, rows } };
      });
    }
  }, []);

  const read = useCallback(
    (file: File, sheet?: string) => {
      const mine = ++seq.current;
      // A file still being read is dropped with its reader, however long it would take.
      if (reading.current) close();
      reading.current = true;
      name.current = file.name;
      chosen.current = file;
      if (!sheet) setSheets(null);
      setFixed(false);
      setReads((n) => n + 1);
      setState({ status: 'reading', name: file.name, rows: 0 });
      checkedWith.current = defaults;
      const request = { type: 'read', file, defaults, metadataTypes, sheet } as const;
      const remembered = rememberedColumns(columns);
      void ask({ ...request, remembered }, (rows) => {
        if (mine === seq.current) setState({ status: 'reading', name: file.name, rows });
      }).then((answer) => {
        if (mine !== seq.current) return;
        reading.current = false;
        // A refused file ends its reader: the next file gets a fresh one.
        if (answer.type === 'refused') close();
        if (answer.type === 'file' && answer.file.sheets && answer.file.sheet) {
          setSheets({ names: answer.file.sheets, sheet: answer.file.sheet });
        }
        settle(mine, answer);
      });
    },
    [ask, close, settle, defaults, metadataTypes, columns],
  );

  /** Another sheet of the workbook: read from the same file, as a new preview. */
  const chooseSheet = useCallback(
    (sheet: string) => {
      if (!chosen.current) return;
      setSheets((current) => current && { ...current, sheet });
      read(chosen.current, sheet);
    },
    [read],
  );

  const recheck = useCallback(
    (choices?: ColumnTarget[]) => {
      if (!ready) return;
      const mine = ++seq.current;
      checkedWith.current = defaults;
      setState((current) =>
        current.status === 'ready' ? { ...current, checking: true } : current,
      );
      void ask({ type: 'check', defaults, choices }).then((answer) => settle(mine, answer));
    },
    [ask, settle, ready, defaults],
  );

  // New defaults: the same rows checked again, also when they changed while the file was read.
  useEffect(() => {
    if (ready && checkedWith.current !== defaults) recheck();
  }, [defaults, ready, recheck]);

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
      if (!ready) return;
      const mine = seq.current;
      setFixed(true);
      void ask({ type: 'fix', n, raw, defaults }).then((answer) => settle(mine, answer));
    },
    [ask, settle, ready, defaults],
  );

  // A job was made from this read: the preview is done with (one job per file read).
  const reset = useCallback(() => {
    seq.current += 1;
    setSheets(null);
    setState({ status: 'idle' });
  }, []);

  return { state, reads, read, choose, fix, reset, sheets, chooseSheet, fixed };
}
