import {
  LocalizedStringDictionary,
  LocalizedStringFormatter,
  type LocalizedString,
} from '@internationalized/string';
import { useContext } from 'react';
import { useLocale } from 'react-aria-components';
import { en, type KitMessageKey, type KitMessages } from '../locales/en';
import { KitMessagesContext } from './kit-messages-context';
import type { MessageFormatter } from './message-types';

type ArgsOf<K extends KitMessageKey> = KitMessages[K] extends (
  args: infer A,
  formatter: MessageFormatter,
) => string
  ? [args: A]
  : [];

/** Looks a message up and fills in its arguments, in the kit's locale. */
export type Translate = <K extends KitMessageKey>(key: K, ...args: ArgsOf<K>) => string;

export interface KitI18n {
  /** The kit's words. */
  t: Translate;
  /** The locale the kit writes and formats in: the provider's, or English without messages. */
  locale: string;
  /** Reading direction of React Aria's locale. */
  direction: 'ltr' | 'rtl';
}

// One translator per messages object and locale, shared by every component that asks.
const translators = new WeakMap<object, Map<string, Translate>>();

/**
 * The kit's words in `locale` from `given` messages over English, outside React (for the
 * exported helpers that write a sentence, e.g. `summarizeSeries`).
 */
export function translator(locale: string, given: Partial<KitMessages> | null): Translate {
  const key = given ?? en;
  let byLocale = translators.get(key);
  if (!byLocale) translators.set(key, (byLocale = new Map()));
  let t = byLocale.get(locale);
  if (!t) {
    const strings = { ...en, ...given } as unknown as Record<KitMessageKey, LocalizedString>;
    const formatter = new LocalizedStringFormatter(
      locale,
      new LocalizedStringDictionary({ [locale]: strings }, locale),
    );
    t = (messageKey, ...args) =>
      formatter.format(messageKey, args[0] as Record<string, string | number> | undefined);
    byLocale.set(locale, t);
  }
  return t;
}

/**
 * The kit's words, locale and direction for a component. The locale is React Aria's (its
 * `I18nProvider`, else the browser's) once the app has given the kit messages; without any, the
 * kit's words are English, so its figures and dates are English too rather than a mix.
 */
export function useKitI18n(): KitI18n {
  const { locale: ariaLocale, direction } = useLocale();
  const given = useContext(KitMessagesContext);
  const locale = given || /^en\b/i.test(ariaLocale) ? ariaLocale : 'en-US';
  return { t: translator(locale, given), locale, direction };
}
