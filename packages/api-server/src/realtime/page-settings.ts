import type { RealtimeClientSettings } from './broadcaster.ts';

/** The id of the script element in index.html the admin app reads its realtime settings from. */
export const realtimeSettingsElementId = 'packlight-realtime';

/**
 * Puts the public realtime settings into the page as
 * `<script type="application/json" id="packlight-realtime">{"key":..,"host":null,..}</script>`
 * (null: the page's own host, port or scheme). Only public values: never the secret.
 */
export function injectRealtimeSettings(html: string, settings: RealtimeClientSettings): string {
  const json = JSON.stringify({
    key: settings.key,
    host: settings.host,
    port: settings.port,
    scheme: settings.scheme,
  })
    // Nothing in the JSON may close the script element or open a comment.
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  const tag = `<script type="application/json" id="${realtimeSettingsElementId}">${json}</script>`;
  for (const anchor of ['</head>', '<body', '</body>']) {
    const at = html.search(new RegExp(anchor, 'i'));
    if (at !== -1) return `${html.slice(0, at)}${tag}${html.slice(at)}`;
  }
  return `${html}${tag}`;
}
