import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/**
 * Draws the installable app's icons (public/icons, named in public/manifest.webmanifest): a white play mark on the
 * theme's orange. `any` icons have rounded corners; the `maskable` one fills its square and keeps the mark inside
 * the central 80% that every launcher's mask shows. Run once after a change: `node --import tsx src/web/build/make-app-icons.ts`.
 */
const ORANGE = [0xc2, 0x41, 0x0c] as const;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of `size` pixels, each drawn by `pixel(x, y)` on a 0..1 square (4x supersampled). */
function png(size: number, pixel: (x: number, y: number) => readonly [number, number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      let [red, green, blue, alpha] = [0, 0, 0, 0];
      for (let sy = 0; sy < 4; sy += 1)
        for (let sx = 0; sx < 4; sx += 1) {
          const [r, g, b, a] = pixel((x + (sx + 0.5) / 4) / size, (y + (sy + 0.5) / 4) / size);
          red += r * a;
          green += g * a;
          blue += b * a;
          alpha += a;
        }
      const at = 1 + x * 4;
      row[at] = alpha ? Math.round(red / alpha) : 0;
      row[at + 1] = alpha ? Math.round(green / alpha) : 0;
      row[at + 2] = alpha ? Math.round(blue / alpha) : 0;
      row[at + 3] = Math.round((alpha / 16) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside the play mark: a triangle pointing right, centred, `scale` of the square across. */
function inPlayMark(x: number, y: number, scale: number): boolean {
  const half = scale / 2;
  const left = 0.5 - half * 0.8;
  const right = 0.5 + half;
  if (x < left || x > right) return false;
  const spread = (half * (right - x)) / (right - left);
  return Math.abs(y - 0.5) <= spread;
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

const WHITE = [255, 255, 255, 1] as const;
const CLEAR = [0, 0, 0, 0] as const;
const FILL = [...ORANGE, 1] as const;

const any = (x: number, y: number) => (!inRoundedSquare(x, y, 0.19) ? CLEAR : inPlayMark(x, y, 0.5) ? WHITE : FILL);
const maskable = (x: number, y: number) => (inPlayMark(x, y, 0.4) ? WHITE : FILL);

const out = join(import.meta.dirname, '../../../public/icons');
for (const size of [192, 512]) writeFileSync(join(out, `icon-${size}.png`), png(size, any));
writeFileSync(join(out, 'icon-maskable-512.png'), png(512, maskable));
writeFileSync(join(out, 'apple-touch-icon.png'), png(180, maskable));
