import { displayName, type SearchGroups } from '@packlight/api-types';
import type { SearchResult, SearchResultSection } from '@packlight/ui';
import { paths } from '../../lib/paths.ts';

type Hit = SearchGroups['riders'][number] & { business_name?: string | null };

/** A hit's name: a partner's business, else the person; the email when there is no name. */
function labelOf(hit: Hit): string {
  return hit.business_name?.trim() || displayName(hit, '') || hit.email || `#${hit.id}`;
}

function toResult(hit: Hit, href: (id: number) => string): SearchResult {
  const label = labelOf(hit);
  return {
    id: hit.id,
    label,
    // A second line only when it adds something to the label.
    description: hit.email && hit.email !== label ? hit.email : undefined,
    href: href(hit.id),
  };
}

/** The header search's groups, in the spec's order, each hit linking to its profile. */
export function searchSections(groups: SearchGroups): SearchResultSection[] {
  return [
    {
      title: 'Partners',
      items: groups.partners.map((hit) => toResult(hit, paths.partnerProfile.href)),
    },
    {
      title: 'Travelers',
      items: groups.travelers.map((hit) => toResult(hit, paths.travelerProfile.href)),
    },
    { title: 'Riders', items: groups.riders.map((hit) => toResult(hit, paths.riderProfile.href)) },
  ];
}
