import { LocalizedStringDictionary, LocalizedStringFormatter } from '@internationalized/string';
import { describe, expect, test } from 'vitest';
import { ar } from '../locales/ar';
import { en, type KitMessageKey } from '../locales/en';
import { fr } from '../locales/fr';

/** Formats like the kit does: React Aria's formatter over one locale's catalogue. */
function formatter(locale: string, messages: object) {
  const strings = { [locale]: messages } as never;
  return new LocalizedStringFormatter<KitMessageKey>(
    locale,
    new LocalizedStringDictionary(strings, locale),
  );
}

const sample = {
  first: 11,
  last: 20,
  total: 12345,
  page: 2,
  count: 3,
  title: 'Partners',
  query: 'mar',
  sender: 'Amir',
  body: 'Hi',
  label: 'Cities',
  name: 'scan.pdf',
  badge: '9+',
  alt: 'Hoodie, back',
  day: 'Monday',
  value: '42',
  unit: 'Orders',
  share: '40%',
  slices: 'Completed 4 (40%)',
  highest: 'Mar (42)',
  lowest: 'Jan (3)',
  amount: '42 Orders',
};

// Messages that only arrange their arguments ('42 Orders', 'Jan (3)'): a locale may keep
// English's order, so their text can match it.
const onlyArguments = new Set<KitMessageKey>([
  'chart.amount',
  'pieChart.slice',
  'lineChart.point',
  'lineChart.reading',
]);

describe.each([
  ['fr-FR', fr],
  ['ar-AE', ar],
])('the %s catalogue', (locale, messages) => {
  test('has every English key and nothing else', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  test('writes every message, none of them English or empty', () => {
    const t = formatter(locale, messages);
    const english = formatter('en-US', en);
    for (const key of Object.keys(en) as KitMessageKey[]) {
      const text = t.format(key, sample);
      expect(text, key).not.toBe('');
      // A few words are the same in French and English ('Actions', 'Messages', 'Pagination').
      if (locale.startsWith('ar') && !onlyArguments.has(key))
        expect(text, key).not.toBe(english.format(key, sample));
    }
  });
});

describe('plurals and figures', () => {
  test('English groups figures and says entry or entries', () => {
    const t = formatter('en-US', en);
    expect(t.format('pagination.summary', { first: 1, last: 10, total: 12345 })).toBe(
      'Showing 1 to 10 of 12,345 entries',
    );
    expect(t.format('pagination.summary', { first: 1, last: 1, total: 1 })).toBe(
      'Showing 1 to 1 of 1 entry',
    );
  });

  test('French groups figures with a narrow space', () => {
    const t = formatter('fr-FR', fr);
    expect(t.format('pagination.summary', { first: 1, last: 10, total: 12345 })).toBe(
      `Affichage de 1 à 10 sur ${new Intl.NumberFormat('fr-FR').format(12345)} entrées`,
    );
    expect(t.format('multiSelect.count', { count: 1 })).toBe('1 sélectionnée');
  });

  test('Arabic picks among its six plural forms', () => {
    const t = formatter('ar-AE', ar);
    const chosen = (count: number) => t.format('multiSelect.count', { count });
    expect(chosen(0)).toBe('لم يُحدَّد شيء');
    expect(chosen(1)).toBe('تم تحديد واحد');
    expect(chosen(2)).toBe('تم تحديد اثنين');
    expect(chosen(5)).toContain(new Intl.NumberFormat('ar-AE').format(5));
  });
});
