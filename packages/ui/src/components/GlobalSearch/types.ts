// What GlobalSearch shows: results grouped in sections, as the app hands them over.

/** One result, e.g. a partner. */
export interface SearchResult {
  /** Unique within its section. */
  id: string | number;
  /** What people read, e.g. the name. */
  label: string;
  /**
   * A second line, e.g. the email.
   * @default undefined
   */
  description?: string;
  /**
   * Where the result leads, e.g. '/partners/profile/7' (navigates through `RouterProvider`).
   * @default undefined
   */
  href?: string;
  /**
   * Profile picture URL: shows an avatar before the name (initials when it is null or broken).
   * @default undefined (an avatar only when the section sets `showAvatars`)
   */
  photo?: string | null;
}

/** A group of results, e.g. 'Partners'. */
export interface SearchResultSection {
  /** Heading of the group; also its accessible name. */
  title: string;
  /** The results; an empty list shows `noRecordText`. */
  items: readonly SearchResult[];
  /**
   * Show an avatar (picture or initials) before each result: groups of people.
   * @default false
   */
  showAvatars?: boolean;
  /**
   * Where all of this group's results are, e.g. '/travelers?search=mar': adds a last 'See all'
   * option to the group (when it has results).
   * @default undefined
   */
  seeAllHref?: string;
  /**
   * Text of the 'See all' option.
   * @default `See all ${title}`
   */
  seeAllLabel?: string;
}
