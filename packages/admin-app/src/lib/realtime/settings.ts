import * as z from 'zod/mini';

/**
 * The id of the `<script type="application/json">` the api-server puts into index.html with the
 * public realtime settings (packages/api-server/src/realtime/page-settings.ts).
 */
export const realtimeSettingsElementId = 'packlight-realtime';

/** Where the socket lives; null means the page's own host, port or scheme (the embedded hub). */
const settingsSchema = z.object({
  key: z.string().check(z.minLength(1)),
  host: z.nullish(z.string().check(z.minLength(1))),
  port: z.nullish(z.number().check(z.int(), z.gte(1), z.lte(65_535))),
  scheme: z.nullish(z.enum(['http', 'https'])),
});
export type RealtimeSettings = z.infer<typeof settingsSchema>;

/** The settings in the element's JSON text; null when absent or malformed (no live updates). */
export function parseRealtimeSettings(text: string | null | undefined): RealtimeSettings | null {
  if (!text) return null;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The settings of this page. The Vite dev server's page has none: the app then runs without. */
export function readRealtimeSettings(): RealtimeSettings | null {
  return parseRealtimeSettings(document.getElementById(realtimeSettingsElementId)?.textContent);
}
