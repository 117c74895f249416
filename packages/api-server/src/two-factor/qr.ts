/**
 * A small QR code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1-10
 * (up to 213 bytes, plenty for an otpauth:// address), all eight masks scored by the standard's
 * penalty rules. Renders to SVG.
 */

// Level M block structure per version: [EC codewords per block, [blocks, data codewords]...].
const blocksM: Record<number, [number, ...[number, number][]]> = {
  1: [10, [1, 16]],
  2: [16, [1, 28]],
  3: [26, [1, 44]],
  4: [18, [2, 32]],
  5: [24, [2, 43]],
  6: [16, [4, 27]],
  7: [18, [4, 31]],
  8: [22, [2, 38], [2, 39]],
  9: [22, [3, 36], [2, 37]],
  10: [26, [4, 43], [1, 44]],
};

const alignmentCentres: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};

// GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const exp = new Uint8Array(512);
const log = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    exp[i] = x;
    log[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) exp[i] = exp[i - 255] as number;
}
const gfMul = (a: number, b: number) =>
  a === 0 || b === 0 ? 0 : (exp[(log[a] as number) + (log[b] as number)] as number);

function generatorPoly(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j++) {
      next[j] = (next[j] as number) ^ (poly[j] as number);
      next[j + 1] = (next[j + 1] as number) ^ gfMul(poly[j] as number, exp[i] as number);
    }
    poly = next;
  }
  return poly;
}

function reedSolomon(data: number[], degree: number): number[] {
  const gen = generatorPoly(degree);
  const rest = [...data, ...new Array<number>(degree).fill(0)];
  for (let i = 0; i < data.length; i++) {
    const factor = rest[i] as number;
    if (factor === 0) continue;
    for (let j = 0; j < gen.length; j++) {
      rest[i + j] = (rest[i + j] as number) ^ gfMul(gen[j] as number, factor);
    }
  }
  return rest.slice(data.length);
}

function dataCapacity(version: number): number {
  const [, ...groups] = blocksM[version] as [number, ...[number, number][]];
  return groups.reduce((sum, [count, size]) => sum + count * size, 0);
}

function encodeData(bytes: Uint8Array, version: number): number[] {
  const capacity = dataCapacity(version);
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  push(0, Math.min(4, capacity * 8 - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    codewords.push(bits.slice(i, i + 8).reduce((acc, bit) => (acc << 1) | bit, 0));
  }
  for (let pad = 0; codewords.length < capacity; pad++) codewords.push(pad % 2 ? 0x11 : 0xec);
  return codewords;
}

function interleave(data: number[], version: number): number[] {
  const [ecLength, ...groups] = blocksM[version] as [number, ...[number, number][]];
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, size] of groups) {
    for (let i = 0; i < count; i++) {
      blocks.push(data.slice(offset, offset + size));
      offset += size;
    }
  }
  const ecBlocks = blocks.map((block) => reedSolomon(block, ecLength));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((block) => block.length));
  for (let i = 0; i < longest; i++) {
    for (const block of blocks) if (i < block.length) out.push(block[i] as number);
  }
  for (let i = 0; i < ecLength; i++) for (const block of ecBlocks) out.push(block[i] as number);
  return out;
}

function bchRemainder(value: number, generator: number, bits: number): number {
  const generatorLength = Math.floor(Math.log2(generator)) + 1;
  let rest = value << (generatorLength - 1);
  for (let i = bits + generatorLength - 2; i >= generatorLength - 1; i--) {
    if ((rest >>> i) & 1) rest ^= generator << (i - (generatorLength - 1));
  }
  return rest;
}

const masks: ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

class Matrix {
  readonly modules: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(row: number, col: number, dark: boolean): void {
    (this.modules[row] as boolean[])[col] = dark;
    (this.reserved[row] as boolean[])[col] = true;
  }
  get(row: number, col: number): boolean {
    return (this.modules[row] as boolean[])[col] as boolean;
  }
  isReserved(row: number, col: number): boolean {
    return (this.reserved[row] as boolean[])[col] as boolean;
  }
}

function drawFunctionPatterns(m: Matrix, version: number): void {
  const { size } = m;
  // Finder patterns with their separators.
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const row = top + r;
        const col = left + c;
        if (row < 0 || col < 0 || row >= size || col >= size) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        m.set(row, col, ring !== 2 && ring !== 4);
      }
    }
  }
  // Timing patterns.
  for (let i = 8; i < size - 8; i++) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  // Alignment patterns, except where they would overlap a finder.
  const centres = alignmentCentres[version] as number[];
  for (const row of centres) {
    for (const col of centres) {
      if (
        (row === 6 && col === 6) ||
        (row === 6 && col === size - 7) ||
        (row === size - 7 && col === 6)
      ) {
        continue;
      }
      for (let r = -2; r <= 2; r++) {
        for (let c = -2; c <= 2; c++) {
          m.set(row + r, col + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
        }
      }
    }
  }
  // Dark module, and room for the format information (filled in per mask).
  m.set(size - 8, 8, true);
  for (let i = 0; i < 9; i++) {
    if (!m.isReserved(8, i)) m.set(8, i, false);
    if (!m.isReserved(i, 8)) m.set(i, 8, false);
  }
  for (let i = 0; i < 8; i++) {
    m.set(8, size - 1 - i, false);
    if (!m.isReserved(size - 1 - i, 8)) m.set(size - 1 - i, 8, false);
  }
  // Version information (version 7 and up).
  if (version >= 7) {
    const bits = (version << 12) | bchRemainder(version, 0x1f25, 6);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = Math.floor(i / 3);
      const b = (i % 3) + size - 11;
      m.set(a, b, dark);
      m.set(b, a, dark);
    }
  }
}

function drawFormat(m: Matrix, mask: number): void {
  const { size } = m;
  // Level M is 00.
  const data = (0b00 << 3) | mask;
  const bits = ((data << 10) | bchRemainder(data, 0x537, 5)) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) === 1;
  // First copy around the top-left finder, second split between the other two.
  for (let i = 0; i <= 5; i++) m.set(i, 8, bit(i));
  m.set(7, 8, bit(6));
  m.set(8, 8, bit(7));
  m.set(8, 7, bit(8));
  for (let i = 9; i < 15; i++) m.set(8, 14 - i, bit(i));
  for (let i = 0; i < 8; i++) m.set(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) m.set(size - 15 + i, 8, bit(i));
  m.set(size - 8, 8, true);
}

function drawCodewords(m: Matrix, codewords: number[]): void {
  const { size } = m;
  let index = 0;
  const total = codewords.length * 8;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const col = right - j;
        const upward = ((right + 1) & 2) === 0;
        const row = upward ? size - 1 - vert : vert;
        if (m.isReserved(row, col)) continue;
        let dark = false;
        if (index < total) {
          dark = (((codewords[index >>> 3] as number) >>> (7 - (index & 7))) & 1) === 1;
          index++;
        }
        (m.modules[row] as boolean[])[col] = dark;
      }
    }
  }
}

function applyMask(m: Matrix, mask: number): void {
  const test = masks[mask] as (row: number, col: number) => boolean;
  for (let row = 0; row < m.size; row++) {
    for (let col = 0; col < m.size; col++) {
      if (!m.isReserved(row, col) && test(row, col)) {
        (m.modules[row] as boolean[])[col] = !m.get(row, col);
      }
    }
  }
}

function penalty(m: Matrix): number {
  const { size } = m;
  let score = 0;
  const lines = (horizontal: boolean) =>
    Array.from({ length: size }, (_, a) =>
      Array.from({ length: size }, (_, b) => (horizontal ? m.get(a, b) : m.get(b, a))),
    );
  for (const horizontal of [true, false]) {
    for (const line of lines(horizontal)) {
      // Rule 1: runs of five or more of one colour.
      let run = 1;
      for (let i = 1; i <= size; i++) {
        if (i < size && line[i] === line[i - 1]) run++;
        else {
          if (run >= 5) score += run - 2;
          run = 1;
        }
      }
      // Rule 3: finder-like 1:1:3:1:1 patterns with four light modules on one side.
      const text = line.map((dark) => (dark ? '1' : '0')).join('');
      for (const pattern of ['10111010000', '00001011101']) {
        for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) {
          score += 40;
        }
      }
    }
  }
  // Rule 2: 2x2 blocks of one colour.
  for (let row = 0; row < size - 1; row++) {
    for (let col = 0; col < size - 1; col++) {
      const colour = m.get(row, col);
      if (
        colour === m.get(row, col + 1) &&
        colour === m.get(row + 1, col) &&
        colour === m.get(row + 1, col + 1)
      ) {
        score += 3;
      }
    }
  }
  // Rule 4: balance of dark and light.
  let dark = 0;
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (m.get(row, col)) dark++;
  const percent = (dark * 100) / (size * size);
  score += Math.floor(Math.abs(percent - 50) / 5) * 10;
  return score;
}

/** The QR code of `text` as rows of modules (true = dark), without the quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  const fits = (v: number) => 4 + (v < 10 ? 8 : 16) + bytes.length * 8 <= dataCapacity(v) * 8;
  while (version <= 10 && !fits(version)) version++;
  if (version > 10) throw new Error(`Too long for a version 10 QR code: ${bytes.length} bytes`);

  const codewords = interleave(encodeData(bytes, version), version);
  const size = 17 + version * 4;
  let best: { matrix: Matrix; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const m = new Matrix(size);
    drawFunctionPatterns(m, version);
    drawCodewords(m, codewords);
    applyMask(m, mask);
    drawFormat(m, mask);
    const score = penalty(m);
    if (!best || score < best.score) best = { matrix: m, score };
  }
  return (best as { matrix: Matrix }).matrix.modules;
}

/** The QR code of `text` as an SVG document, with a four-module quiet zone. */
export function qrSvg(text: string, { moduleSize = 6 }: { moduleSize?: number } = {}): string {
  const modules = qrMatrix(text);
  const quiet = 4;
  const size = modules.length + quiet * 2;
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }),
  );
  const pixels = size * moduleSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** The QR code of `text` as an SVG data URL, ready for an <img src>. */
export function qrSvgDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(text)).toString('base64')}`;
}
