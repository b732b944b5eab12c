import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit palette PNG of an RGBA picture (alpha ignored): the 256 most common colours, each
 * other pixel drawn in the nearest of them. Screens are mostly flat colour, so this is close to
 * the original and several times smaller than a true-colour PNG.
 */
export function indexedPng(width: number, height: number, rgba: Buffer): Buffer {
  const pixels = width * height;
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels; i++) {
    const rgb = (rgba[i * 4]! << 16) | (rgba[i * 4 + 1]! << 8) | rgba[i * 4 + 2]!;
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  const palette = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([rgb]) => rgb);
  const index = new Map(palette.map((rgb, i) => [rgb, i]));
  const nearest = (rgb: number): number => {
    let best = 0;
    let bestDistance = Infinity;
    for (const [i, p] of palette.entries()) {
      const dr = ((p >> 16) & 0xff) - ((rgb >> 16) & 0xff);
      const dg = ((p >> 8) & 0xff) - ((rgb >> 8) & 0xff);
      const db = (p & 0xff) - (rgb & 0xff);
      const distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    }
    index.set(rgb, best);
    return best;
  };
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // no filter: flat runs compress well as they are
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const rgb = (rgba[i]! << 16) | (rgba[i + 1]! << 8) | rgba[i + 2]!;
      raw[y * (width + 1) + 1 + x] = index.get(rgb) ?? nearest(rgb);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, no filter method, no interlace
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((rgb, i) => plte.set([(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff], i * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
