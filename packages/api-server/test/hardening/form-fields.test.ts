import { describe, expect, it } from 'vitest';
import { wholeInputKey } from '@packlight/api-types';
import { issueToken } from '../../src/auth/tokens.ts';
import { maxInputFields } from '../../src/http/input.ts';
import { call, givenUser, useTestApp } from '../helpers/test-app.ts';

/** Forms are read in linear time and refused past a field cap (docs/security.md). */
const t = useTestApp();

async function partnerToken() {
  const user = await givenUser(t.db, { type: 'partner', email: 'partner@example.test' });
  return { user, token: await issueToken(t.db, user.id, { name: 'test' }) };
}

const tooMany = {
  message: `The request may not have more than ${maxInputFields} fields.`,
  errors: { [wholeInputKey]: [`The request may not have more than ${maxInputFields} fields.`] },
};

describe('a form with more fields than the cap', () => {
  it('20,000 repeated urlencoded keys from a signed-in non-admin get a 422 in Laravel’s shape', async () => {
    const { token } = await partnerToken();
    const answer = await call(t.app, 'POST', '/api/broadcasting/auth', {
      token,
      body: 'a=1&'.repeat(20_000).slice(0, -1),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(tooMany);
  });

  it('a multipart form one field over the cap gets the same 422', async () => {
    const { token } = await partnerToken();
    const form = new FormData();
    for (let i = 0; i <= maxInputFields; i++) form.append('a', '1');
    const answer = await call(t.app, 'POST', '/api/broadcasting/auth', { token, body: form });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(tooMany);
  });

  it('a form at the cap is read, its repeated keys as one list', async () => {
    const { user, token } = await partnerToken();
    const channel = `private-App.Models.partner.${user.id}`;
    const filler = 'a=1&'.repeat(maxInputFields - 2);
    const answer = await call(t.app, 'POST', '/api/broadcasting/auth', {
      token,
      body: `${filler}socket_id=1.2&channel_name=${channel}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ auth: expect.any(String) });
  });
});
