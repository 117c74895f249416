import { useEffect, useMemo } from 'react';
import { emptySearchGroups, normaliseSearchResults, searchEndpoints } from '@packlight/api-types';
import { useEndpoint } from '../../lib/data/index.ts';
import { searchSections } from './search-sections.ts';

/**
 * The header search's results for a (debounced) text: blank text makes no call and shows none; a
 * failure is logged and shows empty groups (docs/product/part-1.md §7 and §8).
 */
export function useSearchResults(text: string) {
  const query = text.trim();
  const { data, error, isLoading } = useEndpoint(
    searchEndpoints.results,
    query ? { query: { query } } : null,
    // A failed search is not asked again: the next keystroke asks anew.
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);

  const sections = useMemo(
    () =>
      searchSections(data && !error ? normaliseSearchResults(data) : emptySearchGroups(), query),
    [data, error, query],
  );
  return { sections, isSearching: isLoading };
}

/**
 * The palette's records for a (debounced) text: every kind, from GET /search?scope=all. The last
 * answer stays on screen while the next is on its way, so the list does not flash empty.
 */
export function usePaletteResults(text: string) {
  const query = text.trim();
  const { data, error, isLoading } = useEndpoint(
    searchEndpoints.results,
    query ? { query: { query, scope: 'all' } } : null,
    { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true },
  );
  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);
  const groups = useMemo(
    () => (data && !error ? normaliseSearchResults(data) : undefined),
    [data, error],
  );
  return { groups, isSearching: isLoading, failed: Boolean(error) };
}
