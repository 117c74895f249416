// A story that a docs page shows in an iframe of its own (an overlay story, `docs.story.inline:
// false`) is a separate Storybook preview: it starts from the default globals, so on a docs page
// switched to dark (or to Arabic) it stayed light (or English). This reads the globals of the
// docs page around it, and tells when they change, so its decorators can follow the toolbar.

type Globals = Record<string, unknown>;

interface PreviewWindow extends Window {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { userGlobals?: { get(): Globals } } };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: () => void): void;
    off(event: string, listener: () => void): void;
  };
}

/** The docs page's preview when this story is one of its iframes (Storybook names them `iframe--<id>`). */
function docsPage(): PreviewWindow | null {
  if (typeof window === 'undefined' || window.parent === window) return null;
  try {
    if (!window.frameElement?.id.startsWith('iframe--')) return null;
    const parent = window.parent as PreviewWindow;
    return parent.__STORYBOOK_PREVIEW__ ? parent : null;
  } catch {
    // Another origin: not a docs page of this Storybook.
    return null;
  }
}

let cached: { key: string; globals: Globals } = { key: '{}', globals: {} };

/** The docs page's toolbar globals, or `{}` outside a docs page's iframe (a stable object). */
export function docsPageGlobals(): Globals {
  let current: Globals | undefined;
  try {
    // Not a public field, hence the guard.
    current = docsPage()?.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals?.get();
  } catch {
    current = undefined;
  }
  // The same object while nothing changed, as useSyncExternalStore needs.
  const key = JSON.stringify(current ?? {});
  if (key !== cached.key) cached = { key, globals: { ...current } };
  return cached.globals;
}

/** Calls `listener` when the docs page's globals change (for `useSyncExternalStore`). */
export function subscribeToDocsPageGlobals(listener: () => void): () => void {
  const channel = docsPage()?.__STORYBOOK_ADDONS_CHANNEL__;
  if (!channel) return () => {};
  channel.on('globalsUpdated', listener);
  return () => channel.off('globalsUpdated', listener);
}
