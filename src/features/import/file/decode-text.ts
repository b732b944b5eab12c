/**
 * Turns a whole import file into text, strictly: UTF-8 (a BOM dropped), or UTF-16 LE/BE when
 * its BOM says so. A byte that is not UTF-8 anywhere in the file, or a NUL, refuses the file
 * with the line and byte where it is, so nothing is imported as `Caf� M�ller`. Read 1 MB at a
 * time through one streaming TextDecoder with `fatal: true`.
 */
import { formatCount } from '../../../lib/plural';

export type Decoded = { ok: true; text: string } | { ok: false; reason: string };

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

const CHUNK = 1024 * 1024;
const SAVE_AS_UTF8 =
  'Save it as UTF-8 (in Excel: "CSV UTF-8"; in other editors: Encoding → UTF-8) and import again.';

/** The encoding a file's first bytes (its BOM) name; UTF-8 without one. */
export function encodingOf(head: Uint8Array): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

const isContinuation = (byte: number) => (byte & 0xc0) === 0x80;

/**
 * Where the first sequence that is not UTF-8 starts in `bytes` (from `from`, which starts a
 * sequence), or -1. A sequence cut by the end of `bytes` counts only when `complete`.
 */
export function firstBadUtf8(bytes: Uint8Array, from = 0, complete = true): number {
  let i = from;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) need = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined) return complete ? i : -1;
      if (next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += need + 1;
  }
  return -1;
}

function countLines(bytes: Uint8Array, end = bytes.length): number {
  let lines = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) lines += 1;
  return lines;
}

const at = (line: number, byte: number) => `line ${formatCount(line)} (byte ${formatCount(byte)})`;

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** The whole file as text, or why it is not text the console can read. */
export async function decodeFile(file: Blob, chunkSize = CHUNK): Promise<Decoded> {
  const encoding = encodingOf(new Uint8Array(await file.slice(0, 2).arrayBuffer()));
  const decoder = new TextDecoder(encoding, { fatal: true });
  const parts: string[] = [];
  // Lines before the current chunk (UTF-8: a 0x0A byte is always a line break), and the last
  // bytes of the chunk before, where a sequence cut by the chunk's edge begins.
  let lines = 1;
  let tail = new Uint8Array(0);
  for (let start = 0; start < file.size || start === 0; start += chunkSize) {
    const bytes = new Uint8Array(await file.slice(start, start + chunkSize).arrayBuffer());
    const last = start + chunkSize >= file.size;
    if (encoding === 'utf-8') {
      const nul = bytes.indexOf(0);
      if (nul >= 0) {
        return {
          ok: false,
          reason: `The file has a NUL byte at ${at(lines + countLines(bytes, nul), start + nul + 1)}: it is not UTF-8 text. ${SAVE_AS_UTF8}`,
        };
      }
    }
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: !last });
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return { ok: false, reason: notUtf(encoding, bytes, tail, start, lines, last) };
    }
    if (encoding !== 'utf-8' && text.includes('\0')) {
      const before = parts.join('') + text.slice(0, text.indexOf('\0'));
      const line = before.split('\n').length;
      return {
        ok: false,
        reason: `The file has a NUL character on line ${formatCount(line)}: it is not a text file. ${SAVE_AS_UTF8}`,
      };
    }
    parts.push(text);
    lines += countLines(bytes);
    tail = bytes.slice(Math.max(0, bytes.length - 3));
    if (last) break;
  }
  return { ok: true, text: parts.join('') };
}

/** The reason for a chunk the decoder refused: where the first bad byte is. */
function notUtf(
  encoding: TextEncoding,
  bytes: Uint8Array,
  tail: Uint8Array,
  start: number,
  lines: number,
  last: boolean,
): string {
  if (encoding !== 'utf-8') {
    return `The file starts with a ${encoding === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE'} byte-order mark but is not valid UTF-16 near byte ${formatCount(start + 1)}. ${SAVE_AS_UTF8}`;
  }
  // The bad sequence may begin in the last bytes of the chunk before.
  const joined = new Uint8Array(tail.length + bytes.length);
  joined.set(tail);
  joined.set(bytes, tail.length);
  let from = 0;
  while (from < tail.length && isContinuation(joined[from]!)) from += 1;
  const found = firstBadUtf8(joined, from, last);
  const index = found < 0 ? tail.length : found;
  const offset = start - tail.length + index;
  const line = lines - countLines(tail) + countLines(joined, index);
  return `The file is not UTF-8 text: the byte ${hex(joined[index] ?? 0)} at ${at(line, offset + 1)} is not UTF-8 (a file saved as Latin-1 or Windows-1252 looks like this). ${SAVE_AS_UTF8}`;
}
