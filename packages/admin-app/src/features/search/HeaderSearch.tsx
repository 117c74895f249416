import { useState } from 'react';
import { GlobalSearch } from '@packlight/ui';
import { openPalette } from '../../lib/palette/palette-opener.ts';
import { useSearchResults } from './api.ts';

/** docs/product/part-1.md §9. */
const debounceMs = 300;

/**
 * The header's search over partners, travelers and riders; a result opens its profile, and 'See
 * all results' opens the command palette on the same text.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const { sections, isSearching } = useSearchResults(text);
  return (
    <GlobalSearch
      sections={sections}
      value={text}
      onValueChange={setText}
      debounceMs={debounceMs}
      isLoading={isSearching}
      placeholder="Search Partner, Traveler, Rider..."
      aria-label="Search partners, travelers and riders"
      // The profile opens; an empty box is ready for the next search.
      onOpenResult={() => setText('')}
      // Every kind of record is in the palette, which Ctrl+K opens too (D60).
      onSeeAllResults={(query) => {
        setText('');
        openPalette(query);
      }}
      enableShortcut={false}
    />
  );
}
