// @ts-check
// The JS each route loads before its first meaningful paint, beside its budget (issue #16). The
// definition and the budgets live in first-paint.mjs, shared with e2e/tests/bundle-budgets.spec.ts,
// which enforces them; here they are only reported.
import {
  apiSignIn,
  firstPaintCost,
  loginBudget,
  recordIds,
  routePath,
  signedInRoutes,
} from './first-paint.mjs';

/** The demo administrator the server seeds. */
const demo = { email: 'admin@packlight.dev', password: 'packlight-demo' };

/**
 * @param {import('playwright').Browser} browser
 * @param {string} origin the bench server
 * @returns {Promise<import('./report.mjs').Measurement[]>}
 */
export async function routeSizeMeasurements(browser, origin) {
  const token = await apiSignIn(origin, demo);
  const ids = await recordIds(origin, token);
  const login = await firstPaintCost(browser, origin, '/login', { content: 'field' });
  const rows = [{ pattern: '/login', cost: login, budget: loginBudget }];
  for (const route of signedInRoutes) {
    const path = routePath(route.pattern, ids);
    const cost = await firstPaintCost(browser, origin, path, { content: route.content, token });
    rows.push({ pattern: route.pattern, cost, budget: route.budget });
  }
  return rows.map(({ pattern, cost, budget }) => ({
    name: `JS before first paint, ${pattern} (gzip, ${cost.files.length} files)`,
    value: cost.gzipBytes / 1000,
    unit: 'kB',
    budget,
  }));
}
