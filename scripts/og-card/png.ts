/**
 * A PNG's image data deflated again at zlib's best compression (pure). Chromium writes screenshots with fast
 * compression; the same filtered rows at level 9 make the social card a third smaller with every pixel as it
 * was (the rows are not touched, only the stream that packs them). Other chunks are kept in order.
 */
import { constants, crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG file, in order. */
export function pngChunks(png: Buffer): Chunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('og-card: not a PNG file');
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** One chunk's bytes: length, type, data and the CRC over type and data. */
export function pngChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The image data (filtered rows) a PNG's IDAT chunks hold. */
export function pngRows(png: Buffer): Buffer {
  return inflateSync(Buffer.concat(pngChunks(png).filter((c) => c.type === 'IDAT').map((c) => c.data)));
}

/** The PNG with its image data in one IDAT chunk at the best compression; the input when that is not smaller. */
export function recompressPng(png: Buffer): Buffer {
  const chunks = pngChunks(png);
  const rows = pngRows(png);
  const candidates = [constants.Z_DEFAULT_STRATEGY, constants.Z_FILTERED].map((strategy) => deflateSync(rows, { level: 9, memLevel: 9, strategy }));
  const idat = candidates.reduce((a, b) => (b.length < a.length ? b : a));
  const out: Buffer[] = [SIGNATURE];
  let written = false;
  for (const c of chunks) {
    if (c.type !== 'IDAT') out.push(pngChunk(c));
    else if (!written) {
      out.push(pngChunk({ type: 'IDAT', data: idat }));
      written = true;
    }
  }
  const result = Buffer.concat(out);
  return result.length < png.length ? result : png;
}
