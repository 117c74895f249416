// @ts-check
// What a route costs to load: the gzip size of every script the page fetches, measured in a real
// Chromium against the real server, so lazy chunks and shared vendor chunks count as users pay them.
import { gzipSync } from 'node:zlib';

/**
 * @param {import('playwright').Browser} browser
 * @param {string} url the page to open
 * @returns {Promise<{ files: number, gzipBytes: number }>}
 */
export async function scriptCost(browser, url) {
  const page = await browser.newPage();
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  await page.close();
  return { files: all.length, gzipBytes: all.reduce((sum, size) => sum + size, 0) };
}
