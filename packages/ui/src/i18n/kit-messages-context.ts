import { createContext } from 'react';
import type { KitMessages } from '../locales/en';

/** The messages the app gave the kit (merged over outer providers); null without a provider. */
export const KitMessagesContext = createContext<Partial<KitMessages> | null>(null);
