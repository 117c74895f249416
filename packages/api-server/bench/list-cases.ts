import {
  orderSorts,
  partnerSorts,
  productSorts,
  refundSorts,
  riderSorts,
  ticketSorts,
  travelerSorts,
} from '@packlight/api-types';

/**
 * What bench/marketplace.ts asks of each list call: every search length, every filter and every
 * sort in both directions, grouped so each group reports its worst variant.
 */

/** One reported row: the slowest (by p95) of its variants. */
export interface CaseGroup {
  name: string;
  budgetMs: number;
  /** The paths under /api, each timed on its own. */
  variants: string[];
}

interface ListSpec {
  path: string;
  /** `?sort=` names the server knows for this list. */
  sorts: string[];
  /** `?status=` values the app's filters send. */
  statuses: string[];
  /** Searches of three characters or more that match a few, or many, rows of this list. */
  words: string[];
  /** Extra filters of this list (`assignment=pending`), as query strings. */
  filters?: string[];
}

const lists: ListSpec[] = [
  {
    path: '/travelers',
    sorts: travelerSorts.filter((sort) => sort !== 'id'),
    statuses: ['Active', 'Suspended'],
    words: ['olivia', 'smith', 'gmail', '718-555', 'zqx'],
  },
  {
    path: '/partners',
    sorts: partnerSorts.filter((sort) => sort !== 'id'),
    statuses: ['Approved', 'Pending', 'Suspended'],
    words: ['olivia', 'studio', 'gmail', 'zqx'],
  },
  {
    path: '/riders',
    sorts: riderSorts.filter((sort) => sort !== 'id'),
    statuses: ['Active', 'Suspended', 'Online', 'Offline'],
    words: ['olivia', 'rd-00', '555', 'zqx'],
  },
  {
    path: '/products',
    sorts: productSorts.filter((sort) => sort !== 'id'),
    statuses: ['Approved', 'Pending', 'Suspended', 'Inactive'],
    words: ['linen', 'prd-00', 'olivia', 'zqx'],
  },
  {
    path: '/orders',
    sorts: [...orderSorts],
    statuses: ['Pending', 'Processing', 'In Transit', 'Delivered', 'Completed', 'Cancelled'],
    words: ['#ord-12', 'olivia', 'smith', 'zqx'],
    filters: ['assignment=pending', 'assignment=assigned'],
  },
  {
    path: '/refunds',
    sorts: refundSorts.filter((sort) => sort !== 'id'),
    statuses: ['Pending', 'Processed', 'Rejected'],
    words: ['rf-00', '#ord-1', 'olivia', 'zqx'],
  },
  {
    path: '/support-tickets',
    sorts: ticketSorts.filter((sort) => sort !== 'id'),
    statuses: ['Pending', 'In Progress', 'Resolved', 'Rejected'],
    words: ['tck-00', 'olivia', 'refund', 'zqx'],
  },
];

const page = 'page=1&per_page=10';
const search = (text: string) => `search=${encodeURIComponent(text)}`;

/** Every list's groups: plain page, searches by length, filters, sorts, and a deep page. */
export function listCaseGroups(): CaseGroup[] {
  return lists.flatMap((list) => {
    const at = (query: string) => `${list.path}?${query}`;
    const group = (label: string, variants: string[]): CaseGroup => ({
      name: `GET /api${list.path} ${label}`,
      budgetMs: 20,
      variants,
    });
    const firstStatus = list.statuses[1] ?? list.statuses[0] ?? '';
    return [
      group('page 1', [at(page)]),
      // Common letters match most rows, rare ones almost none: the two ends of a count.
      group(
        'search, 1 letter',
        ['a', 'e', 'q', 'z', '7'].map((t) => at(`${search(t)}&${page}`)),
      ),
      group(
        'search, 2 letters',
        ['an', 'ma', 'zq', 'xy', '12'].map((t) => at(`${search(t)}&${page}`)),
      ),
      group(
        'search, 3+ letters',
        list.words.map((t) => at(`${search(t)}&${page}`)),
      ),
      group('status filter', [
        ...list.statuses.map((s) => at(`status=${encodeURIComponent(s)}&${page}`)),
        ...(list.filters ?? []).map((f) => at(`${f}&${page}`)),
      ]),
      group('search + filter', [
        at(`${search('an')}&status=${encodeURIComponent(firstStatus)}&${page}`),
        at(`${search('a')}&status=${encodeURIComponent(firstStatus)}&${page}`),
        at(`${search('zq')}&status=${encodeURIComponent(firstStatus)}&${page}`),
      ]),
      group(
        'each sort, both directions',
        list.sorts.flatMap((sort) => [
          at(`sort=${sort}&dir=asc&${page}`),
          at(`sort=${sort}&dir=desc&${page}`),
        ]),
      ),
      group(
        'search + sort',
        list.sorts.flatMap((sort) => [
          at(`${search('a')}&sort=${sort}&dir=desc&${page}`),
          at(`${search('olivia')}&sort=${sort}&dir=asc&${page}`),
        ]),
      ),
      group('page 500', [at('page=500&per_page=10')]),
    ];
  });
}

/** GET /search: 1, 2 and 3+ letters, common and rare. */
export function searchCaseGroups(): CaseGroup[] {
  const group = (label: string, texts: string[]): CaseGroup => ({
    name: `GET /api/search ${label}`,
    budgetMs: 30,
    variants: texts.map((t) => `/search?query=${encodeURIComponent(t)}`),
  });
  return [
    group('1 letter', ['a', 'q', 'z']),
    group('2 letters', ['an', 'zq']),
    group('3+ letters', ['olivia', 'smith', 'gmail', '718-555', 'RD-00', 'nomad', 'zqx']),
    // The command palette's keystroke: all seven kinds (D60).
    {
      name: 'GET /api/search?scope=all (palette)',
      budgetMs: 30,
      variants: [
        'a',
        'zq',
        'olivia',
        'late',
        '1599',
        '#ORD-1599',
        'RF-00070',
        'TCK-00042',
        'zqxv',
      ].map((t) => `/search?query=${encodeURIComponent(t)}&scope=all`),
    },
  ];
}
