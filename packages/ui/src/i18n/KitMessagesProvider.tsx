import { useContext, useMemo, type ReactNode } from 'react';
import type { KitMessages } from '../locales/en';
import { KitMessagesContext } from './kit-messages-context';

export interface KitMessagesProviderProps {
  /**
   * The kit's words for the locale your `I18nProvider` sets: a whole catalogue (such as `fr`
   * from `@packlight/ui/locales/fr`) or only the entries you want to change. What is missing
   * comes from an outer provider, then from English.
   */
  messages: Partial<KitMessages>;
  children: ReactNode;
}

/**
 * Gives the kit its words in your language. Put it inside React Aria's `I18nProvider` (exported
 * by the kit): the provider says which locale and direction, this says what the kit writes.
 * Without it the kit writes English and formats its figures in English too.
 */
export function KitMessagesProvider({ messages, children }: KitMessagesProviderProps) {
  const outer = useContext(KitMessagesContext);
  const merged = useMemo(() => (outer ? { ...outer, ...messages } : messages), [outer, messages]);
  return <KitMessagesContext.Provider value={merged}>{children}</KitMessagesContext.Provider>;
}
