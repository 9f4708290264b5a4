import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngChunk, pngChunks, pngRows, recompressPng } from './png';

/** A small PNG (RGB, 8 bit) whose image data is split over two IDAT chunks at the fastest compression. */
function fastPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => pngChunk({ type, data });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) for (let x = 0; x < width * 3; x++) rows[y * (1 + width * 3) + 1 + x] = (x * 7 + y * 3) % 256;
  const data = deflateSync(rows, { level: 1 });
  const half = Math.floor(data.length / 2);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from('a\0b')),
    chunk('IDAT', data.subarray(0, half)),
    chunk('IDAT', data.subarray(half)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('recompressPng', () => {
  it('packs the same rows smaller, in one IDAT chunk, keeping the other chunks in order', () => {
    const png = fastPng(200, 120);
    const out = recompressPng(png);
    expect(out.length).toBeLessThan(png.length);
    expect(pngRows(out).equals(pngRows(png))).toBe(true);
    expect(pngChunks(out).map((c) => c.type)).toEqual(['IHDR', 'tEXt', 'IDAT', 'IEND']);
    expect(pngChunks(out)[0].data.equals(pngChunks(png)[0].data)).toBe(true);
  });

  it('returns the file as it is when it cannot pack it smaller', () => {
    const once = recompressPng(fastPng(50, 50));
    expect(recompressPng(once)).toBe(once);
  });

  it('refuses a file that is not a PNG', () => {
    expect(() => recompressPng(Buffer.from('GIF89a'))).toThrow(/not a PNG/);
  });

  it('the committed social card is already packed (render.ts packs what it renders)', () => {
    const card = readFileSync(path.resolve(__dirname, '../../docs/public/og-card.png'));
    expect(recompressPng(card)).toBe(card);
  });
});
