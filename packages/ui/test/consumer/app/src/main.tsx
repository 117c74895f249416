// A small partner-facing app as a user of the published package writes it: named imports from
// the package root, its stylesheet imported once, a brand theme of its own on <body> (made with
// the kit's `createTheme` in src/brand.css.ts), and the kit's words in the partner's language
// (`?locale=fr-FR`, `?locale=ar-AE`; English by default).
import '@packlight/ui/styles.css';
import { Button, I18nProvider, KitMessagesProvider, isRTL, type KitMessages } from '@packlight/ui';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppLocale } from './app-messages';
import { brandTheme } from './brand.css';
import { ProductList } from './ProductList';

// Each locale's kit messages load on demand: an English page ships none of them.
const kitMessages: Record<AppLocale, () => Promise<KitMessages | null>> = {
  'en-US': async () => null,
  'fr-FR': () => import('@packlight/ui/locales/fr').then((module) => module.fr),
  'ar-AE': () => import('@packlight/ui/locales/ar').then((module) => module.ar),
};

const asked = new URLSearchParams(location.search).get('locale');
const locale: AppLocale = asked && asked in kitMessages ? (asked as AppLocale) : 'en-US';

// The page reads in the locale's direction: the kit's styles are written in logical properties.
document.documentElement.lang = locale;
document.documentElement.dir = isRTL(locale) ? 'rtl' : 'ltr';
document.body.classList.add(brandTheme);

// The package's declarations are real types, not `any`: a wrong variant must not compile.
// @ts-expect-error 'sparkly' is not a Button variant
export const wrongVariant = <Button variant="sparkly">No</Button>;

void kitMessages[locale]().then((messages) => {
  const screen: ReactNode = <ProductList locale={locale} />;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider locale={locale}>
        {messages ? (
          <KitMessagesProvider messages={messages}>{screen}</KitMessagesProvider>
        ) : (
          screen
        )}
      </I18nProvider>
    </StrictMode>,
  );
});
