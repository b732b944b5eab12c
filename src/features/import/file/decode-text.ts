/**
 * Turns a whole import file into text, strictly: UTF-8 (a BOM dropped), or UTF-16 LE/BE when
 * its BOM says so. A NUL or a byte that is not UTF-8 refuses the file: in its first 64 KB as
 * binary, past them with the line and byte where it is, so nothing is imported as `Caf� M�ller`.
 */
import { formatCount } from '../../../lib/plural';

export type Decoded = { ok: true; text: string } | { ok: false; reason: string };

/** UTF-16 is decoded a chunk at a time; a bad one is said to be near its chunk's start. */
const CHUNK = 1024 * 1024;
/** A bad byte this early: the file is not text at all. */
const HEAD = 65536;
const SAVE_AS_UTF8 =
  'Save it as UTF-8 (in Excel: "CSV UTF-8"; in other editors: Encoding → UTF-8) and import again.';

/**
 * Where the first sequence that is not UTF-8 starts in `bytes`, or -1. The lenient decoder
 * marks each bad sequence with U+FFFD; the text before the first mark is the bytes before it
 * (a U+FFFD the file itself holds, as EF BF BD, is passed over).
 */
export function firstBadUtf8(bytes: Uint8Array): number {
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    return -1;
  } catch {
    // Not UTF-8: where it first is not.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const encoder = new TextEncoder();
    let at = 0;
    for (let from = 0, i = text.indexOf('\uFFFD'); ; from = i, i = text.indexOf('\uFFFD', i + 1)) {
      at += encoder.encode(text.slice(from, i)).length;
      if (bytes[at] !== 0xef || bytes[at + 1] !== 0xbf || bytes[at + 2] !== 0xbd) return at;
    }
  }
}

/** `line 3 (byte 41)`: where the byte at `index` is (UTF-8: a 0x0A byte is always a line break). */
function at(bytes: Uint8Array, index: number): string {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line += 1;
  return `line ${formatCount(line)} (byte ${formatCount(index + 1)})`;
}

const refuse = (reason: string): Decoded => ({ ok: false, reason: `${reason} ${SAVE_AS_UTF8}` });

/** The whole file as text, or why it is not text the console can read. */
export async function decodeFile(file: Blob): Promise<Decoded> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, 'utf-16be');
  const nul = bytes.indexOf(0);
  const bad = firstBadUtf8(bytes);
  if ((nul >= 0 && nul < HEAD) || (bad >= 0 && bad < HEAD)) {
    return {
      ok: false,
      reason: 'This is not a text file (CSV or JSON in UTF-8): it looks binary.',
    };
  }
  if (nul >= 0)
    return refuse(`The file has a NUL byte at ${at(bytes, nul)}: it is not UTF-8 text.`);
  if (bad >= 0) {
    const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
    return refuse(
      `The file is not UTF-8 text: the byte 0x${hex} at ${at(bytes, bad)} is not UTF-8 (a file saved as Latin-1 or Windows-1252 looks like this).`,
    );
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}

function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): Decoded {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let text = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const last = start + CHUNK >= bytes.length;
    try {
      text += decoder.decode(bytes.subarray(start, start + CHUNK), { stream: !last });
    } catch {
      // A lone surrogate or an odd last byte.
      const name = encoding === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE';
      return refuse(
        `The file starts with a ${name} byte-order mark but is not valid UTF-16 near byte ${formatCount(start + 1)}.`,
      );
    }
  }
  const nul = text.indexOf('\0');
  if (nul < 0) return { ok: true, text };
  const line = text.slice(0, nul).split('\n').length;
  return refuse(
    `The file has a NUL character on line ${formatCount(line)}: it is not a text file.`,
  );
}
