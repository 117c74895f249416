import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider, isRTL } from 'react-aria-components';
import { KitMessagesProvider } from '../i18n/KitMessagesProvider';
import { docsPageGlobals, subscribeToDocsPageGlobals } from './docs-page-globals';
import {
  localeOverride,
  storyLocales,
  type StoryDirection,
  type StoryLocale,
} from './story-locale';

function LocaleFrame({
  locale,
  direction,
  onRoot,
  children,
}: {
  locale: StoryLocale;
  direction: 'ltr' | 'rtl';
  onRoot: boolean;
  children: ReactNode;
}) {
  // On the canvas the whole page turns, so overlays portalled to <body> turn with the story.
  useLayoutEffect(() => {
    if (!onRoot) return;
    const root = document.documentElement;
    root.dir = direction;
    root.lang = locale;
    return () => {
      root.dir = 'ltr';
      root.lang = 'en-US';
    };
  }, [direction, locale, onRoot]);
  // Always the same elements, whatever the locale: a change re-renders the story in place.
  return (
    <I18nProvider locale={locale}>
      <KitMessagesProvider messages={storyLocales[locale].messages}>
        <div dir={direction} lang={locale} style={{ display: 'contents' }}>
          {children}
        </div>
      </KitMessagesProvider>
    </I18nProvider>
  );
}

/** Reads the globals and the visual test's override (a hook, so a component of its own). */
function StoryLocale({
  globals,
  storyGlobals,
  onRoot,
  children,
}: {
  globals: Record<string, unknown>;
  storyGlobals: Record<string, unknown>;
  onRoot: boolean;
  children: ReactNode;
}) {
  const forced = useSyncExternalStore(localeOverride.subscribe, localeOverride.get);
  // In a docs page's iframe (overlay stories) the page's toolbar counts, unless the story sets
  // its own locale (an Arabic story).
  const docsPage = useSyncExternalStore(subscribeToDocsPageGlobals, docsPageGlobals);
  const pick = (name: string) => storyGlobals[name] ?? docsPage[name] ?? globals[name];
  const chosen = (forced ?? pick('locale')) as StoryLocale | undefined;
  const locale: StoryLocale = chosen && chosen in storyLocales ? chosen : 'en-US';
  const wanted = (forced ? 'auto' : pick('direction')) as StoryDirection | undefined;
  const direction = wanted === 'ltr' || wanted === 'rtl' ? wanted : isRTL(locale) ? 'rtl' : 'ltr';
  return (
    <LocaleFrame locale={locale} direction={direction} onRoot={onRoot}>
      {children}
    </LocaleFrame>
  );
}

/**
 * Wraps each story in the locale and direction of the `locale` and `direction` globals (the
 * toolbar, or a story's `globals`): React Aria's I18nProvider, the kit's messages for that
 * locale, and `dir`/`lang` on the frame (and, on the canvas, on <html>).
 */
export const withLocale: Decorator = (Story, { globals, storyGlobals, viewMode }) => (
  <StoryLocale globals={globals} storyGlobals={storyGlobals} onRoot={viewMode !== 'docs'}>
    <Story />
  </StoryLocale>
);
