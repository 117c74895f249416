import { useEffect } from 'react';

/** The product's name, last in every tab title. */
const product = 'Packlight';

/**
 * The tab title of a screen, most specific part first: `pageTitle('Maria Lopez', 'Travelers')`
 * is 'Maria Lopez · Travelers · Packlight', so tabs and history entries can be told apart.
 * Empty parts (a name not loaded yet) are left out.
 */
export function pageTitle(...parts: readonly (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part?.trim())), product].join(' · ');
}

/** Sets the tab title while the screen is shown. */
export function usePageTitle(...parts: readonly (string | null | undefined)[]): void {
  const title = pageTitle(...parts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
