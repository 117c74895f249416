import { readFile } from 'node:fs/promises';
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { bearer } from './support.ts';

/** A 1x1 PNG: the server checks the bytes of every upload (docs/product/decisions.md D13). */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG file for a file chooser, under `name`. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: onePixelPng });

/** Chooses `file` in the kit's ImageUpload named `label`, through its button, as a person does. */
export async function chooseImage(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const group = page.getByRole('group', { name: label, exact: true });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: /Choose|Replace/ }).click();
  await (await chooser).setFiles(file);
  await expect(group.getByRole('img')).toBeVisible();
}

/**
 * The names and sizes of the files in a zip, read from its central directory (the store-only
 * archives the server writes need nothing more).
 */
export function zipEntries(zip: Buffer): { name: string; size: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: { name: string; size: number }[] = [];
  for (let index = 0; index < count; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Presses `trigger` and answers the file it downloads: its suggested name and its bytes. */
export async function downloadFrom(page: Page, trigger: Locator) {
  const download: Promise<Download> = page.waitForEvent('download');
  await trigger.click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/** Rows of a list call, read straight from the API (to pick a record a test may change). */
export async function listRows<Row>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<Row[]> {
  const answer = await request.get(`/api${path}`, { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Row[] }).data;
}

/** Waits until the rows on screen are the answer for the address (not the last page kept). */
export const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
