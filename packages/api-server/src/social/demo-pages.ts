import type { Context, Hono } from 'hono';
import type { SocialProvider } from '../config.ts';
import { isOwnAppAddress } from '../auth/app-origin.ts';
import { bodyLimits, limitBody } from '../http/registrar.ts';
import { escapeHtml } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
import { findUserByEmail } from '../users/queries.ts';
import { DemoProvider, providerNames } from './providers.ts';
import { demoAccounts, findState } from './queries.ts';

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937;display:grid;' +
    'place-items:center;min-height:100vh;margin:0}main{background:#fff;padding:2rem;border-radius:12px;' +
    'box-shadow:0 4px 24px #0002;max-width:26rem}label,select{display:block;width:100%;margin:.5rem 0}' +
    'select,button{font:inherit;padding:.5rem}button{margin-right:.5rem}small{color:#6b7280}</style>' +
    `</head><body><main>${body}</main></body></html>`
  );
}

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

/**
 * Demo mode's stand-in consent screens: GET /demo-oauth/{provider}/authorize shows a form to pick
 * an administrator and approve or deny; POST sends the browser back to the app's callback with a
 * code (or error=access_denied) and the state. Only for states this server handed out.
 */
export function serveDemoOAuth(app: Hono, services: Services): void {
  const demoOf = (c: Context) => {
    const provider = c.req.param('provider') as SocialProvider;
    const client = services.social[provider];
    return client instanceof DemoProvider ? { provider, client } : null;
  };
  const refuse = (c: Context, message: string) =>
    c.html(
      page('Sign-in refused', `<h1>Sign-in refused</h1><p>${escapeHtml(message)}</p>`),
      400,
      pageHeaders,
    );

  app.get('/demo-oauth/:provider/authorize', async (c) => {
    const demo = demoOf(c);
    if (!demo) return c.json({ message: 'Not Found.' }, 404);
    const state = c.req.query('state') ?? '';
    const stored = await findState(services.db, state, demo.provider, services.clock.now(), false);
    if (
      !stored ||
      !isOwnAppAddress(services, stored.redirectUri) ||
      stored.redirectUri !== c.req.query('redirect_uri')
    ) {
      return refuse(c, 'This sign-in link is invalid or has expired. Start again from the app.');
    }
    const admins = await demoAccounts(services.db);
    const name = providerNames[demo.provider];
    const options = admins
      .map(
        (admin) =>
          `<option value="${escapeHtml(admin.email)}">${escapeHtml(admin.name ?? admin.email)} — ${escapeHtml(admin.email)}</option>`,
      )
      .join('');
    const body =
      `<h1>Sign in with ${escapeHtml(name)}</h1>` +
      `<p><small>Demo stand-in for ${escapeHtml(name)}: no data leaves this machine.</small></p>` +
      `<form method="post" action="/demo-oauth/${demo.provider}/authorize">` +
      `<input type="hidden" name="state" value="${escapeHtml(state)}">` +
      `<input type="hidden" name="redirect_uri" value="${escapeHtml(stored.redirectUri)}">` +
      `<label for="account">Account</label><select id="account" name="email">${options}</select>` +
      `<p>Packlight asks to know your name and email address.</p>` +
      '<button type="submit" name="decision" value="approve">Approve</button>' +
      '<button type="submit" name="decision" value="deny">Deny</button></form>';
    return c.html(page(`Sign in with ${name}`, body), 200, pageHeaders);
  });

  // The consent form is three short fields: a bigger body is refused before it is read.
  app.post('/demo-oauth/:provider/authorize', limitBody(bodyLimits.public), async (c) => {
    const demo = demoOf(c);
    if (!demo) return c.json({ message: 'Not Found.' }, 404);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return refuse(c, 'The form could not be read.');
    }
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const stored = await findState(
      services.db,
      field('state'),
      demo.provider,
      services.clock.now(),
      false,
    );
    if (
      !stored ||
      !isOwnAppAddress(services, stored.redirectUri) ||
      stored.redirectUri !== field('redirect_uri')
    ) {
      return refuse(c, 'This sign-in link is invalid or has expired. Start again from the app.');
    }
    const back = new URL(stored.redirectUri);
    back.searchParams.set('state', stored.state);
    if (stored.shop) back.searchParams.set('shop', stored.shop);
    if (field('decision') !== 'approve') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    const user = await findUserByEmail(services.db, field('email'));
    if (!user || user.type !== 'admin') return refuse(c, 'Choose one of the listed accounts.');
    back.searchParams.set(
      'code',
      demo.client.issueCode({ email: user.email, name: user.name }, stored.redirectUri),
    );
    return c.redirect(back.toString(), 302);
  });
}
