/**
 * The preview's state: a file is read and checked in the import worker, and checked again when
 * the defaults change. Only the latest request's answers count.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from '../../api/api-context';
import type { CheckedRow, ImportDefaults } from './check-rows';
import type { PreviewFile, PreviewRequest, PreviewResponse } from './preview-engine';

export type PreviewState =
  | { status: 'idle' }
  | { status: 'reading'; name: string; rows: number }
  | { status: 'refused'; name: string; reason: string }
  | { status: 'ready'; file: PreviewFile };

interface Channel {
  send(request: PreviewRequest): void;
  close(): void;
}

// The parser lives only in the worker's file, never in the page's chunks.
function openChannel(
  receive: (response: PreviewResponse) => void,
  onCrash: (channel: Channel) => void,
): Channel {
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<PreviewResponse>) => receive(event.data);
  const channel: Channel = {
    send: (request) => worker.postMessage(request),
    close: () => worker.terminate(),
  };
  worker.onerror = () => {
    // The file is refused; this reader is done with, and the next file gets a fresh one.
    channel.close();
    onCrash(channel);
    receive({
      type: 'refused',
      seq: -1,
      reason:
        'The file reader stopped unexpectedly while reading this file. Check the file, or split it into smaller ones; another file can be chosen now.',
    });
  };
  return channel;
}

export function useImportPreview(defaults: ImportDefaults) {
  const { metadataTypes } = useConfig();
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const channel = useRef<Channel | null>(null);
  const seq = useRef(0);
  const name = useRef('');
  // A file was read and its rows are in the worker: only then can they be checked again.
  const hasRows = useRef(false);
  // The rows of the answer being received, slice by slice.
  const received = useRef<CheckedRow[]>([]);

  const receive = useCallback((response: PreviewResponse) => {
    if (response.seq !== seq.current && response.seq !== -1) return;
    if (response.type !== 'rows' && response.type !== 'ready') received.current = [];
    if (response.type === 'rows') {
      received.current.push(...response.rows);
    } else if (response.type === 'progress') {
      setState({ status: 'reading', name: name.current, rows: response.rows });
    } else if (response.type === 'refused') {
      hasRows.current = false;
      setState({ status: 'refused', name: name.current, reason: response.reason });
    } else {
      hasRows.current = true;
      const rows = received.current;
      received.current = [];
      setState({ status: 'ready', file: { ...response.file, rows } });
    }
  }, []);

  useEffect(() => {
    return () => {
      channel.current?.close();
      channel.current = null;
    };
  }, []);

  const send = useCallback(
    (request: PreviewRequest) => {
      received.current = [];
      channel.current ??= openChannel(receive, (crashed) => {
        if (channel.current === crashed) channel.current = null;
      });
      channel.current.send(request);
    },
    [receive],
  );

  const read = useCallback(
    (file: File) => {
      seq.current += 1;
      name.current = file.name;
      hasRows.current = false;
      setState({ status: 'reading', name: file.name, rows: 0 });
      send({
        type: 'read',
        seq: seq.current,
        file,
        defaults,
        metadataTypes,
      });
    },
    [defaults, metadataTypes, send],
  );

  // New defaults: the same rows checked again.
  const last = useRef(defaults);
  useEffect(() => {
    if (last.current === defaults) return;
    last.current = defaults;
    if (!channel.current || !hasRows.current) return;
    seq.current += 1;
    send({ type: 'check', seq: seq.current, defaults });
  }, [defaults, send]);

  // A job was made from this read: the preview is done with (one job per file read).
  const reset = useCallback(() => {
    seq.current += 1;
    hasRows.current = false;
    setState({ status: 'idle' });
  }, []);

  return { state, read, reset };
}
