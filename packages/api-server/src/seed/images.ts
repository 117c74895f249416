import { Worker } from 'node:worker_threads';
import { encodePng, type Rgb } from '../files/png.ts';
import type { Storage } from '../files/storage.ts';
import { Random } from './random.ts';

/**
 * The demo data's pictures, drawn in code: avatars (a silhouette on a coloured ground), product
 * shots (a garment shape), document scans and refund evidence. A fixed pool of each is written
 * once to storage (/storage/demo/...) and shared by the rows, so seeding 100,000 travelers does
 * not draw 100,000 pictures.
 */

export const avatarCount = 48;
export const productImageCount = 64;
export const documentImageCount = 8;
export const evidenceImageCount = 12;

const folder = 'demo';
const path = (name: string) => `/storage/${folder}/${name}.png`;
const two = (n: number) => String(n).padStart(2, '0');

export const avatarPath = (i: number) => path(`avatar-${two((i % avatarCount) + 1)}`);
export const productImagePath = (i: number) => path(`product-${two((i % productImageCount) + 1)}`);
export const documentImagePath = (kind: string, i: number) =>
  path(`${kind}-${two((i % documentImageCount) + 1)}`);
export const evidenceImagePath = (i: number) =>
  path(`evidence-${two((i % evidenceImageCount) + 1)}`);

const palette: Rgb[] = [
  [15, 118, 110],
  [37, 99, 235],
  [124, 58, 237],
  [219, 39, 119],
  [234, 88, 12],
  [202, 138, 4],
  [22, 163, 74],
  [71, 85, 105],
  [190, 18, 60],
  [8, 145, 178],
  [79, 70, 229],
  [132, 204, 22],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];
const white: Rgb = [255, 255, 255];

function avatar(i: number): Buffer {
  const random = new Random(1000 + i);
  const ground = palette[i % palette.length] as Rgb;
  const figure = mix(ground, white, random.float(0.55, 0.8));
  // As large as the 700x700 photo preview shows it, so the preview is a real picture.
  const size = 700;
  return encodePng(size, size, (x, y) => {
    const u = x / size;
    const v = y / size;
    const head = (u - 0.5) ** 2 + (v - 0.4) ** 2 < 0.035;
    const shoulders = (u - 0.5) ** 2 / 0.11 + (v - 1.02) ** 2 / 0.16 < 1;
    return head || shoulders ? figure : mix(ground, white, v * 0.15);
  });
}

type Shape = (u: number, v: number) => boolean;
const garments: Shape[] = [
  // T-shirt: body and sleeves.
  (u, v) =>
    (u > 0.32 && u < 0.68 && v > 0.22 && v < 0.85) ||
    (v > 0.22 &&
      v < 0.42 &&
      u > 0.16 &&
      u < 0.84 &&
      v - 0.22 < (0.84 - Math.abs(u - 0.5) * 2) * 0.4),
  // Dress: narrow top, flared skirt.
  (u, v) => v > 0.15 && v < 0.88 && Math.abs(u - 0.5) < 0.1 + (v - 0.15) * 0.35,
  // Trousers: waistband and two legs.
  (u, v) =>
    (v > 0.15 && v < 0.3 && u > 0.3 && u < 0.7) ||
    (v >= 0.3 && v < 0.88 && ((u > 0.3 && u < 0.48) || (u > 0.52 && u < 0.7))),
  // Jacket: long body, long sleeves, open front.
  (u, v) =>
    ((u > 0.3 && u < 0.7 && v > 0.18 && v < 0.86) ||
      (v > 0.2 && v < 0.75 && ((u > 0.18 && u < 0.3) || (u > 0.7 && u < 0.82)))) &&
    Math.abs(u - 0.5) > 0.015,
];

function productShot(i: number): Buffer {
  const colour = palette[(i * 5) % palette.length] as Rgb;
  const shape = garments[i % garments.length] as Shape;
  const ground = mix([241, 245, 249], colour, 0.08);
  const size = 160;
  return encodePng(size, size, (x, y) => {
    const u = x / size;
    const v = y / size;
    if (shape(u, v)) return mix(colour, white, (1 - v) * 0.25);
    // A soft floor shadow.
    if (v > 0.88 && v < 0.92 && Math.abs(u - 0.5) < 0.3) return mix(ground, [0, 0, 0], 0.08);
    return ground;
  });
}

function documentScan(kind: string, i: number): Buffer {
  const accent = palette[(i * 3 + kind.length) % palette.length] as Rgb;
  const width = 200;
  const height = 126;
  return encodePng(width, height, (x, y) => {
    const border = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
    if (border) return accent;
    if (y > 10 && y < 26) return mix(accent, white, 0.3);
    const photo = x > 14 && x < 64 && y > 38 && y < 104;
    if (photo) return mix(accent, white, 0.6);
    const line = x > 78 && x < 186 && [44, 60, 76, 92].some((top) => y >= top && y < top + 6);
    return line ? [203, 213, 225] : [250, 250, 249];
  });
}

function evidence(i: number): Buffer {
  const colour = palette[(i * 7) % palette.length] as Rgb;
  const random = new Random(5000 + i);
  const tearX = random.float(0.3, 0.7);
  const size = 140;
  return encodePng(size, size, (x, y) => {
    const u = x / size;
    const v = y / size;
    // Fabric with a weave, and a dark tear across it.
    const weave = (x + y) % 6 < 3 ? 0.05 : 0;
    const tear = Math.abs(u - tearX - Math.sin(v * 9) * 0.05) < 0.02 && v > 0.2 && v < 0.8;
    return tear ? [30, 30, 30] : mix(colour, white, 0.35 + weave);
  });
}

/** One drawn picture of the pool and its file name (without `.png`). */
export interface DemoImage {
  name: string;
  png: Buffer;
}

/** Every picture of the pool, drawn (about half a second of work). */
export function drawDemoImages(): DemoImage[] {
  const images: DemoImage[] = [];
  const add = (name: string, png: Buffer) => images.push({ name, png });
  for (let i = 0; i < avatarCount; i++) add(`avatar-${two(i + 1)}`, avatar(i));
  for (let i = 0; i < productImageCount; i++) add(`product-${two(i + 1)}`, productShot(i));
  for (const kind of ['license-front', 'license-back', 'id-front', 'id-back']) {
    for (let i = 0; i < documentImageCount; i++)
      add(`${kind}-${two(i + 1)}`, documentScan(kind, i));
  }
  for (let i = 0; i < evidenceImageCount; i++) add(`evidence-${two(i + 1)}`, evidence(i));
  return images;
}

/** The pool drawn on a worker thread, so that it costs the first start no time beside the seed. */
function drawInWorker(): Promise<DemoImage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./images-worker.mjs', import.meta.url));
    worker.once('message', (images: { name: string; png: Uint8Array }[]) =>
      resolve(images.map(({ name, png }) => ({ name, png: Buffer.from(png) }))),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The image worker stopped (${code})`)));
  });
}

/**
 * Writes the pool to storage under demo/. It is drawn on a worker thread while the caller seeds
 * the database (half a second off a first start); should the worker fail to start, here.
 */
export async function writeDemoImages(storage: Storage): Promise<void> {
  const images = await drawInWorker().catch(() => drawDemoImages());
  await Promise.all(images.map(({ name, png }) => storage.saveAs(folder, name, 'png', png)));
}
