// @ts-check
// The support chat in Chromium against the real server: how long a message takes from Send in
// one browser to the screen of another on the same ticket. What the chat's route loads before its
// first paint is reported, and held to its budget, with every route's (bundle.mjs).

const ticketId = 5;
const rounds = 30;

/**
 * A page of its own browser context, signed in by the stored token as a returning user is.
 * @param {import('playwright').Browser} browser
 * @param {string} token
 */
async function signedInPage(browser, token) {
  const context = await browser.newContext();
  await context.addInitScript((stored) => localStorage.setItem('auth_token', stored), token);
  return context.newPage();
}

/**
 * Opens the chat and waits until its private channel is signed, so live messages arrive.
 * @param {import('playwright').Page} page
 * @param {string} url
 */
async function openChat(page, url) {
  const signed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/broadcasting/auth') &&
      (response.request().postData() ?? '').includes(`support.ticket.${ticketId}`),
  );
  await page.goto(`${url}/support/chatsupport/${ticketId}`);
  await page.getByRole('heading', { level: 1, name: /^Ticket / }).waitFor();
  await signed;
  await page.waitForTimeout(300);
}

/** @param {number[]} values @param {number} share */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

/**
 * @param {import('playwright').Browser} browser
 * @param {string} url the server's address
 * @returns {Promise<import('./report.mjs').Measurement[]>}
 */
export async function supportChatMeasurements(browser, url) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@packlight.dev', password: 'packlight-demo' }),
  });
  const { data } = /** @type {{ data: { token: string } }} */ (await login.json());

  // Send in one browser, time until the other shows it: both clocks are this machine's.
  const sender = await signedInPage(browser, data.token);
  const watcher = await signedInPage(browser, data.token);
  await openChat(sender, url);
  await openChat(watcher, url);
  await watcher.evaluate(() => {
    const seen = /** @type {Record<string, number>} */ ({});
    Object.assign(window, { benchSeen: seen });
    new MutationObserver(() => {
      const now = Date.now();
      for (const match of document.body.innerText.matchAll(/bench-\d+-[a-z0-9]+/g)) {
        seen[match[0]] ??= now;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const box = sender.getByRole('textbox', { name: /^Reply to ticket / });
  /** @type {number[]} */
  const latencies = [];
  for (let round = 0; round < rounds; round++) {
    const text = `bench-${round}-${Math.random().toString(36).slice(2, 8)}`;
    await box.fill(text);
    const sentAt = await sender.evaluate(() => {
      const form = document.querySelector('textarea')?.closest('form');
      const at = Date.now();
      form?.requestSubmit();
      return at;
    });
    const arrivedAt = await watcher.waitForFunction(
      (key) =>
        /** @type {{ benchSeen: Record<string, number> }} */ (/** @type {unknown} */ (window))
          .benchSeen[key],
      text,
      { timeout: 10_000 },
    );
    latencies.push(/** @type {number} */ (await arrivedAt.jsonValue()) - sentAt);
  }
  await sender.context().close();
  await watcher.context().close();

  return [
    {
      name: `Chat message, Send to a second browser (median of ${rounds})`,
      value: percentile(latencies, 0.5),
      unit: 'ms',
      budget: 150,
    },
    {
      name: `Chat message, Send to a second browser (p95 of ${rounds})`,
      value: percentile(latencies, 0.95),
      unit: 'ms',
      budget: 150,
    },
  ];
}
