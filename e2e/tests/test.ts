import { expect, test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with every page held to the app's Content-Security-Policy: each HTML page
 * the app serves must carry the policy, and a violation the browser reports (a blocked script,
 * style, image or connection) fails the test. Every spec imports `test` from here.
 */
export const test = base.extend<{ cspGuard: void }>({
  // A route handler may still be awaiting the server when the test ends (a live update refetches
  // the page's data). Unroute before the page closes, so that late call cannot fail a finished test.
  page: async ({ page }, use) => {
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  cspGuard: [
    async ({ context, baseURL }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (/Content.Security.Policy/i.test(message.text())) {
            problems.push(`${page.url()}: ${message.text()}`);
          }
        });
        page.on('response', (response) => {
          const request = response.request();
          const ours = baseURL !== undefined && response.url().startsWith(baseURL);
          if (!ours || request.resourceType() !== 'document' || response.status() >= 300) return;
          if (!response.headers()['content-security-policy']) {
            problems.push(`${response.url()}: served without a Content-Security-Policy`);
          }
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'Content-Security-Policy problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
