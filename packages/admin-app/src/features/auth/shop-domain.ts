import { shopDomainPattern } from '@packlight/api-types';

// Apart from social-start.ts: the pattern's module holds zod schemas, which the Shopify dialog
// (loaded on demand) may bring but the login page must not.

/** The example the Shopify prompt shows, in its placeholder and its format message. */
export const exampleShopDomain = 'your-store.myshopify.com';

/** What is wrong with a typed Shopify shop domain (docs/product/part-1.md §5), or null. */
export function shopDomainError(domain: string): string | null {
  if (domain === '') return 'Shop domain is required';
  if (!shopDomainPattern.test(domain)) {
    return `Invalid shop domain format. Please use format: ${exampleShopDomain}`;
  }
  return null;
}
