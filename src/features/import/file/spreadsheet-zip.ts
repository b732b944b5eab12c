/**
 * Opens a workbook's zip before the spreadsheet library sees it, so a hostile file is refused
 * in moments: its parts are found from the zip's directory, and inflated here with their bytes
 * counted as they come (the sizes a zip declares are not trusted). Only the XML parts a workbook
 * is read from are kept; one with a DOCTYPE or entity declaration refuses the file (never
 * expanded). The kept parts go back into a zip that is stored, not compressed, so the library
 * inflates nothing itself.
 */
import { Inflate, zipSync, type Zippable } from 'fflate';
import { formatCount } from '../../../lib/plural';

/** Bytes all kept parts may inflate to. */
export const MAX_UNZIPPED = 100 * 1024 * 1024;
/** Parts a zip may hold (a workbook has a few dozen). */
export const MAX_PARTS = 1000;
/** How much tighter than this a large part may not be packed (real XML stays far below it). */
export const MAX_RATIO = 500;
const RATIO_FROM = 10 * 1024 * 1024;
/** Compressed bytes inflated at a time: the count is checked between them. */
const STEP = 16 * 1024;

export type Opened =
  { ok: true; zip: Uint8Array; parts: Map<string, Uint8Array> } | { ok: false; reason: string };

const AGAIN = 'Open it in its program and save it again, or save it as CSV.';
export const TOO_LARGE = `The spreadsheet expands to more than ${formatCount(MAX_UNZIPPED / 1024 / 1024)} MB when opened: split it into smaller files.`;
export const PACKED = `The spreadsheet is packed far more tightly than a workbook can be, so it is not opened. ${AGAIN}`;
export const DECLARES = (part: string) =>
  `The spreadsheet declares a document type or entities (in ${part}), which a workbook never needs, so it is not opened. ${AGAIN}`;

/** Why bytes that should be a zip are not one. */
function notZip(bytes: Uint8Array, kind: string): string {
  // An OLE container: an Excel 97–2003 workbook, or any workbook saved with a password.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    return 'This is an older Excel workbook (.xls) or one with a password: save it as .xlsx without a password, or as CSV, and import that file.';
  }
  return `This file is not ${kind}, whatever its name says: its content is not a spreadsheet. ${AGAIN}`;
}

/** `<!DOCTYPE` or `<!ENTITY` anywhere in the part (NUL bytes skipped, so UTF-16 is caught too). */
function declares(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(0x3c); i >= 0; i = bytes.indexOf(0x3c, i + 1)) {
    let j = i + 1;
    const next = () => {
      while (bytes[j] === 0) j++;
      return bytes[j++];
    };
    if (next() !== 0x21) continue;
    const letter = next()! | 0x20;
    if (letter === 0x64 || letter === 0x65) return true; // d(octype), e(ntity)
  }
  return false;
}

class Refused extends Error {}

/** The parts of a workbook's zip that the reader needs, inflated within the bounds. */
export function openZip(bytes: Uint8Array, kind: string): Opened {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  let end = -1;
  if (bytes.length >= 22 && u32(0) === 0x04034b50) {
    for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
      if (u32(at) === 0x06054b50) {
        end = at;
        break;
      }
    }
  }
  if (end < 0) return { ok: false, reason: notZip(bytes, kind) };
  const count = u16(end + 10);
  if (count > MAX_PARTS) {
    return {
      ok: false,
      reason: `The spreadsheet holds more than ${formatCount(MAX_PARTS)} parts, far more than a workbook has. ${AGAIN}`,
    };
  }
  const damaged = {
    ok: false as const,
    reason: `The spreadsheet is damaged (its zip directory does not add up). ${AGAIN}`,
  };
  const parts = new Map<string, Uint8Array>();
  let total = 0;
  try {
    for (let i = 0, at = u32(end + 16); i < count; i++) {
      if (at + 46 > end || u32(at) !== 0x02014b50) return damaged;
      const [flags, method, packed] = [u16(at + 8), u16(at + 10), u32(at + 20)];
      const nameLength = u16(at + 28);
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
      const local = u32(at + 42);
      at += 46 + nameLength + u16(at + 30) + u16(at + 32);
      // Only the parts a workbook is read from: pictures, thumbnails and macros are not opened.
      if (!/\.(xml|rels)$/i.test(name) && name !== 'mimetype') continue;
      if (flags & 1) {
        return {
          ok: false,
          reason:
            'The spreadsheet is encrypted: save it without a password, or as CSV, and import that file.',
        };
      }
      if (local + 30 > bytes.length || u32(local) !== 0x04034b50) return damaged;
      const start = local + 30 + u16(local + 26) + u16(local + 28);
      if (start + packed > bytes.length) return damaged;
      const data = bytes.subarray(start, start + packed);
      let part: Uint8Array;
      if (method === 0) {
        part = data;
        total += part.length;
        if (total > MAX_UNZIPPED) return { ok: false, reason: TOO_LARGE };
      } else if (method === 8) {
        part = inflate(data, total);
        total += part.length;
      } else
        return {
          ok: false,
          reason: `The spreadsheet uses a kind of compression it should not (in ${name}). ${AGAIN}`,
        };
      if (declares(part)) return { ok: false, reason: DECLARES(name) };
      parts.set(name, part);
    }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    return damaged;
  }
  const stored: Zippable = {};
  for (const [name, part] of parts) stored[name] = [part, { level: 0 }];
  return { ok: true, zip: zipSync(stored), parts };
}

/** A deflated part, its inflated bytes counted against what all parts before it used. */
function inflate(data: Uint8Array, before: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    size += chunk.length;
    if (before + size > MAX_UNZIPPED) throw new Refused(TOO_LARGE);
    if (size > RATIO_FROM && size / data.length > MAX_RATIO) throw new Refused(PACKED);
    chunks.push(chunk);
  });
  for (let at = 0; at < data.length; at += STEP) {
    inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
  }
  if (data.length === 0) inflater.push(data, true);
  const part = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    part.set(chunk, at);
    at += chunk.length;
  }
  return part;
}
