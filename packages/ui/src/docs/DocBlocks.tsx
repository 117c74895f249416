import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../theme';
import * as styles from './DocBlocks.css';

type ThemeName = 'light' | 'dark';
type Globals = Record<string, unknown>;

const asTheme = (value: unknown): ThemeName | undefined =>
  value === 'dark' ? 'dark' : value === 'light' ? 'light' : undefined;

/** The `theme` global of a `?globals=theme:dark` address (a shared link or a screenshot). */
const themeFromAddress = () =>
  asTheme(/(?:^|[?&;])globals=[^&]*theme:(\w+)/.exec(window.location.search)?.[1]);

/**
 * The toolbar's theme, for examples written inline in a docs page: stories get it from the
 * theme decorator, inline JSX does not. Storybook keeps the current globals in its store and
 * announces changes on the channel.
 */
export function useDocsTheme(): ThemeName {
  const context = useContext(DocsContext);
  const [theme, setTheme] = useState<ThemeName>(
    () => storedTheme(context) ?? themeFromAddress() ?? 'light',
  );
  useEffect(() => {
    const channel = context?.channel;
    if (!channel) return;
    // Stories a docs page shows in iframes of their own (overlays) announce their globals on
    // this channel too, with the default theme: the docs page's own store is the one to trust.
    const onGlobals = ({ globals }: { globals: Globals }) => {
      const next = storedTheme(context) ?? asTheme(globals.theme);
      if (next) setTheme(next);
    };
    channel.on('globalsUpdated', onGlobals);
    return () => channel.off('globalsUpdated', onGlobals);
  }, [context]);
  return theme;
}

/** The theme in the docs page's store: not a public field, hence the guard. */
function storedTheme(context: unknown): ThemeName | undefined {
  try {
    const store = (context as { store?: { userGlobals?: { get(): Globals } } } | null)?.store;
    return asTheme(store?.userGlobals?.get().theme);
  } catch {
    return undefined;
  }
}

const themeClass = { light: lightTheme, dark: darkTheme } as const;

/** How many mounted examples want each theme class on <body>. */
const bodyThemeUsers = new Map<string, number>();

/**
 * Popovers, menus and listboxes portal to <body>, outside the example's themed frame; on a docs
 * page <body> has no theme, so they would lose every token. While an example is mounted, <body>
 * carries the toolbar's theme class too (counted, since a page holds many examples).
 */
function useBodyTheme(theme: ThemeName) {
  useLayoutEffect(() => {
    const name = themeClass[theme];
    const users = bodyThemeUsers.get(name) ?? 0;
    bodyThemeUsers.set(name, users + 1);
    document.body.classList.add(name);
    return () => {
      const left = (bodyThemeUsers.get(name) ?? 1) - 1;
      bodyThemeUsers.set(name, left);
      if (left === 0) document.body.classList.remove(name);
    };
  }, [theme]);
}

/** A live example on a docs page, in the toolbar's theme, out of reach of the docs' own CSS. */
export function Example({ children }: { children: ReactNode }) {
  const theme = useDocsTheme();
  useBodyTheme(theme);
  // `sb-unstyled` keeps Storybook's typography (tables, lists, paragraphs) off the components.
  return <div className={`sb-unstyled ${themeClass[theme]} ${styles.example}`}>{children}</div>;
}

/**
 * A do example beside a don't, each with the reason in a caption; `stacked` puts them one under
 * the other, for examples that need the page's width (a whole shell, an open dialog).
 */
export function DoDont({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  return <div className={stacked ? styles.stack : styles.pair}>{children}</div>;
}

function Verdict({
  good,
  caption,
  children,
}: {
  good: boolean;
  caption: ReactNode;
  children: ReactNode;
}) {
  const theme = useDocsTheme();
  useBodyTheme(theme);
  return (
    <figure
      className={`sb-unstyled ${themeClass[theme]} ${styles.verdict} ${good ? styles.verdictDo : styles.verdictDont}`}
    >
      {/* A word and a mark, not the colour alone, say which one to follow. */}
      <div className={`${styles.verdictHead} ${good ? styles.headDo : styles.headDont}`}>
        <span aria-hidden="true">{good ? '✓' : '✕'}</span>
        {good ? 'Do' : "Don't"}
      </div>
      <div className={styles.verdictBody}>{children}</div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

export function Do({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <Verdict good caption={caption}>
      {children}
    </Verdict>
  );
}

export function Dont({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <Verdict good={false} caption={caption}>
      {children}
    </Verdict>
  );
}

/**
 * A table in the docs page's own style. Storybook's MDX has no GitHub tables (no remark-gfm),
 * so keyboard tables and the like are written as rows.
 */
export function Table({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell, index) => (
            <th key={index} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
