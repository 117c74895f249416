export {
  I18nProvider,
  useLocale,
  isRTL,
  type I18nProviderProps,
  type Locale,
} from 'react-aria-components';
export { KitMessagesProvider, type KitMessagesProviderProps } from './KitMessagesProvider';
export { useKitI18n, type KitI18n, type Translate } from './use-kit-i18n';
export type { MessageFormatter } from './message-types';
export { enMessages, type KitMessageKey, type KitMessages } from '../locales/en';
