import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/files/png.ts';
import { qrMatrix, qrSvg } from '../../src/two-factor/qr.ts';

const uri = `otpauth://totp/Packlight:admin%40packlight.dev?secret=${'A'.repeat(32)}&issuer=Packlight`;

/** zbarimg (zbar-tools) decodes real pictures; without it the decoding test is skipped. */
const zbarimg = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the QR code', () => {
  it('draws finder patterns and picks the smallest version that fits', () => {
    const small = qrMatrix('hello');
    expect(small).toHaveLength(21);
    const big = qrMatrix(uri);
    expect(big.length).toBeGreaterThan(21);
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const at = (m: boolean[][], row: number, col: number) =>
      finder.map((_, r) =>
        m[row + r]
          ?.slice(col, col + 7)
          .map((dark) => (dark ? '1' : '0'))
          .join(''),
      );
    for (const m of [small, big]) {
      expect(at(m, 0, 0)).toEqual(finder);
      expect(at(m, 0, m.length - 7)).toEqual(finder);
      expect(at(m, m.length - 7, 0)).toEqual(finder);
    }
  });

  it('draws exactly the dark modules in the SVG, inside a four-module quiet zone', () => {
    const svg = qrSvg('hello');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 29 29"/);
    const dark = qrMatrix('hello')
      .flat()
      .filter((module) => module).length;
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(dark);
    expect(svg).toContain('M4 4h1v1h-1z');
    expect(svg).not.toMatch(/M[0-3] /);
  });

  it.skipIf(!zbarimg)('decodes back to the otpauth:// address', () => {
    const modules = qrMatrix(uri);
    const scale = 8;
    const quiet = 4;
    const side = (modules.length + quiet * 2) * scale;
    const png = encodePng(side, side, (x, y) => {
      const dark = modules[Math.floor(y / scale) - quiet]?.[Math.floor(x / scale) - quiet];
      return dark ? [0, 0, 0] : [255, 255, 255];
    });
    const dir = mkdtempSync(join(tmpdir(), 'packlight-qr-'));
    try {
      const file = join(dir, 'qr.png');
      writeFileSync(file, png);
      const decoded = execFileSync('zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' });
      expect(decoded.trim()).toBe(uri);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
