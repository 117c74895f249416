import type { SearchResult, SearchResultSection } from './types';

/** A group in the results list, as React Aria's collection holds it. */
export interface SectionNode {
  key: string;
  section: SearchResultSection;
  children: ResultNode[];
}

/** One option of a group. */
export interface ResultNode {
  key: string;
  /** A result; null for the group's 'No Record' line or its 'See all' option. */
  result: SearchResult | null;
  section: SearchResultSection;
  isSeeAll?: boolean;
}

export const seeAllResultsKey = 'all-results';
export const seeAllResultsGroupKey = 'all-results-group';

/** The last group: one option that leads to every kind of result. */
function seeAllResultsNode(title: string): SectionNode {
  const section = { title, items: [] };
  return {
    key: seeAllResultsGroupKey,
    section,
    children: [{ key: seeAllResultsKey, result: null, section }],
  };
}

/**
 * The list's groups: each section's results (or its 'No Record' line) and its 'See all' option,
 * then, given its title, the group that leads to every kind of result.
 */
export function resultNodes(
  sections: readonly SearchResultSection[],
  allResultsTitle: string | undefined,
): SectionNode[] {
  return [
    ...sections.map((section, index) => ({
      key: `${index}:${section.title}`,
      section,
      children: [
        ...(section.items.length > 0 ? section.items : [null]).map((result): ResultNode => ({
          key: `${index}:${section.title}:${result ? result.id : '∅'}`,
          result,
          section,
        })),
        ...(section.seeAllHref && section.items.length > 0
          ? [
              {
                key: `${index}:${section.title}:all`,
                result: null,
                section,
                isSeeAll: true,
              },
            ]
          : []),
      ],
    })),
    ...(allResultsTitle !== undefined ? [seeAllResultsNode(allResultsTitle)] : []),
  ];
}
