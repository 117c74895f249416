import { describe, expect, it } from 'vitest';
import { emptySearchGroups } from '@packlight/api-types';
import { searchSections } from './search-sections.ts';

describe('searchSections', () => {
  it('groups partners, travelers and riders, each linking to its profile, with a picture', () => {
    const sections = searchSections({
      partners: [
        {
          id: 3,
          name: 'Ana Ruiz',
          business_name: 'Nomad Threads',
          email: 'a@x.dev',
          profile_photo: '/storage/a.png',
        },
      ],
      travelers: [{ id: 7, name: 'Ben Ode', email: 'b@x.dev' }],
      riders: [{ id: 9, first_name: 'Cy', last_name: 'Lee', email: null }],
    });
    expect(sections.map(({ title, items }) => ({ title, items }))).toEqual([
      {
        title: 'Partners',
        items: [
          {
            id: 3,
            label: 'Nomad Threads',
            description: 'a@x.dev',
            href: '/partners/profile/3',
            photo: '/storage/a.png',
          },
        ],
      },
      {
        title: 'Travelers',
        items: [
          {
            id: 7,
            label: 'Ben Ode',
            description: 'b@x.dev',
            href: '/travelers/profile/7',
            photo: null,
          },
        ],
      },
      {
        title: 'Riders',
        items: [
          {
            id: 9,
            label: 'Cy Lee',
            description: undefined,
            href: '/riders/profile/9',
            photo: null,
          },
        ],
      },
    ]);
    expect(sections.every((section) => section.showAvatars)).toBe(true);
  });

  it('keeps every group, empty ones too (they read No Record)', () => {
    expect(searchSections(emptySearchGroups()).map((section) => section.items)).toEqual([
      [],
      [],
      [],
    ]);
  });

  it('sends See all to each list searched for the same text, encoded', () => {
    expect(
      searchSections(emptySearchGroups(), ' ana & co ').map((each) => each.seeAllHref),
    ).toEqual([
      '/partners?search=ana+%26+co',
      '/travelers?search=ana+%26+co',
      '/riders?search=ana+%26+co',
    ]);
    expect(searchSections(emptySearchGroups(), '  ')[0]?.seeAllHref).toBeUndefined();
  });

  it('names a hit without a name by its email, or by its id', () => {
    const [, travelers] = searchSections({
      ...emptySearchGroups(),
      travelers: [
        { id: 1, name: ' ', email: 'x@y.dev' },
        { id: 2, name: null, email: null },
      ],
    });
    expect(travelers?.items.map((item) => [item.label, item.description])).toEqual([
      ['x@y.dev', undefined],
      ['#2', undefined],
    ]);
  });
});
