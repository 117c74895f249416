// What GlobalSearch's stories share (GlobalSearch.*.stories.tsx, one file per theme): sample
// people, the app's search over them, and the app's side that owns the query. Not part of the
// package (tsconfig.build.json leaves *.fixtures.tsx out).
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { RouterProvider } from '../Link/RouterProvider';
import { GlobalSearch, type GlobalSearchProps, type SearchResultSection } from './GlobalSearch';

const people = {
  Partners: [
    { id: 1, label: 'Patagonia Outfitters', description: 'maria@patagonia.example' },
    { id: 2, label: 'Marmot Travel Co.', description: 'sales@marmot.example' },
  ],
  Travelers: [
    { id: 1, label: 'Maria Lopez', description: 'maria@example.com' },
    { id: 7, label: 'Mark Chen', description: 'mark@example.com' },
  ],
  Riders: [{ id: 3, label: 'Rui Costa', description: 'rui@example.com' }],
};
export const paths = { Partners: 'partners', Travelers: 'travelers', Riders: 'riders' } as const;

/** What the app's search hook would return for a query (here: a case-insensitive filter). */
export const search = (query: string): SearchResultSection[] =>
  query.trim() === ''
    ? []
    : (Object.keys(people) as (keyof typeof people)[]).map((title) => ({
        title,
        items: people[title]
          .filter((person) => person.label.toLowerCase().includes(query.trim().toLowerCase()))
          .map((person) => ({ ...person, href: `/${paths[title]}/profile/${person.id}` })),
      }));

/** The app's side: it owns the query and computes the sections. */
export function Demo(args: GlobalSearchProps) {
  const [query, setQuery] = useState(args.defaultValue ?? '');
  const sections = useMemo(() => search(query), [query]);
  return (
    <GlobalSearch
      {...args}
      sections={args.sections.length > 0 ? args.sections : sections}
      value={query}
      onValueChange={(next) => {
        args.onValueChange?.(next);
        setQuery(next);
      }}
    />
  );
}

export const navigate = fn();

/** The stories' shared args: no sections of their own, so `Demo` searches the sample people. */
export const args = {
  sections: [] as SearchResultSection[],
  placeholder: 'Search Partner, Traveler, Rider...',
  onValueChange: fn(),
  onOpenResult: fn(),
};

/** The search inside the app's router, with the app's side (`Demo`) around it. */
export const render = (args: GlobalSearchProps) => (
  <RouterProvider navigate={navigate}>
    <Demo {...args} />
  </RouterProvider>
);
