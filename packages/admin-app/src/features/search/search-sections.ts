import { displayName, type SearchGroups } from '@packlight/api-types';
import type { SearchResult, SearchResultSection } from '@packlight/ui';
import { paths } from '../../lib/paths.ts';

type Hit = SearchGroups['riders'][number] & { business_name?: string | null };

/** A hit's name: a partner's business, else the person; the email when there is no name. */
export function labelOf(hit: Hit): string {
  return hit.business_name?.trim() || displayName(hit, '') || hit.email || `#${hit.id}`;
}

export function toResult(hit: Hit, href: (id: number) => string): SearchResult {
  const label = labelOf(hit);
  return {
    id: hit.id,
    label,
    // A second line only when it adds something to the label.
    description: hit.email && hit.email !== label ? hit.email : undefined,
    href: href(hit.id),
    // null draws the initials: every hit has an avatar, so the names line up.
    photo: hit.profile_photo ?? null,
  };
}

/** The list screen searched for the same text: its `search` is list state in the address. */
function listSearched(listHref: string, query: string): string | undefined {
  const text = query.trim();
  return text ? `${listHref}?${new URLSearchParams({ search: text })}` : undefined;
}

/**
 * The header search's groups, in the spec's order, each hit linking to its profile, each group
 * with avatars and a 'See all' leading to its list searched for the same text.
 */
export function searchSections(
  groups: Pick<SearchGroups, 'partners' | 'travelers' | 'riders'>,
  query = '',
): SearchResultSection[] {
  const section = (
    title: string,
    hits: readonly Hit[],
    profile: (id: number) => string,
    list: string,
  ): SearchResultSection => ({
    title,
    items: hits.map((hit) => toResult(hit, profile)),
    showAvatars: true,
    seeAllHref: listSearched(list, query),
  });
  return [
    section('Partners', groups.partners, paths.partnerProfile.href, paths.partners.href()),
    section('Travelers', groups.travelers, paths.travelerProfile.href, paths.travelers.href()),
    section('Riders', groups.riders, paths.riderProfile.href, paths.riders.href()),
  ];
}
