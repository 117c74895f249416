import { create } from 'qrcode';

/**
 * QR codes for authenticator apps. The encoding (ISO/IEC 18004: segments, error correction,
 * masks) is the qrcode package's; we only draw its modules as one SVG path, which stays sharp at
 * any size and needs no canvas.
 */

/** The QR code of `text` at error correction level M, as rows of modules (true = dark). */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
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
