import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { adminToken, expectAdminOnly } from '../helpers/access-checks.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

interface Groups {
  partners: { id: number; name: string; business_name?: string }[];
  travelers: { id: number; name: string }[];
  riders: { id: number; name: string; first_name?: string; last_name?: string }[];
}

async function search(token: string, query: string) {
  const answer = await call(t.app, 'GET', `/api/search?query=${encodeURIComponent(query)}`, {
    token,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Groups }).data;
}

const namesIn = (groups: Groups) => ({
  partners: groups.partners.map((hit) => hit.name),
  travelers: groups.travelers.map((hit) => hit.name),
  riders: groups.riders.map((hit) => hit.name),
});

describe('GET /api/search', () => {
  it('groups partners, travelers and riders whose name matches, whatever the case', async () => {
    const token = await adminToken(t);
    const { partner, user: owner } = await givenPartner(t.db, {
      name: 'Noor Haddad',
      businessName: 'Atlas Wear',
    });
    const { traveler } = await givenTraveler(t.db, {
      name: 'Noor Rossi',
      email: 'nr@example.test',
    });
    const { rider, user: riderUser } = await givenRider(t.db, { name: 'Noor Kim' });
    await givenTraveler(t.db, { name: 'Liam Smith' });
    const groups = await search(token, 'nOOR');
    expect(groups).toEqual({
      partners: [
        {
          id: partner.id,
          name: 'Noor Haddad',
          email: owner.email,
          profile_photo: null,
          business_name: 'Atlas Wear',
        },
      ],
      travelers: [
        { id: traveler.id, name: 'Noor Rossi', email: 'nr@example.test', profile_photo: null },
      ],
      riders: [
        {
          id: rider.id,
          name: 'Noor Kim',
          email: riderUser.email,
          profile_photo: null,
          first_name: 'Noor',
          last_name: 'Kim',
        },
      ],
    });
  });

  it('matches email, business name, phone and rider id', async () => {
    const token = await adminToken(t);
    await givenPartner(t.db, { name: 'Ines Park', businessName: 'Kilim & Co' });
    await givenTraveler(t.db, { name: 'Omar Lee', email: 'omar@roam.test', phone: '917-555-4444' });
    await givenRider(t.db, { name: 'Lars Novak', riderCode: 'RD-0777' });
    expect(namesIn(await search(token, 'KILIM'))).toEqual({
      partners: ['Ines Park'],
      travelers: [],
      riders: [],
    });
    expect(namesIn(await search(token, 'ROAM.TEST')).travelers).toEqual(['Omar Lee']);
    expect(namesIn(await search(token, '555-4444')).travelers).toEqual(['Omar Lee']);
    expect(namesIn(await search(token, 'rd-0777')).riders).toEqual(['Lars Novak']);
  });

  it('caps each group at five hits, newest first', async () => {
    const token = await adminToken(t);
    for (const name of ['Zed', 'Amy', 'Kai', 'Bea', 'Eli', 'Dan', 'Cy']) {
      await givenTraveler(t.db, { name: `${name} Wanderer` });
    }
    const newestFive = [
      'Cy Wanderer',
      'Dan Wanderer',
      'Eli Wanderer',
      'Bea Wanderer',
      'Kai Wanderer',
    ];
    expect(namesIn(await search(token, 'wanderer')).travelers).toEqual(newestFive);
    // One or two letters too (these read the pieces' index rather than the trigram one).
    expect(namesIn(await search(token, 'E')).travelers).toEqual(newestFive);
    expect(namesIn(await search(token, 'ZE')).travelers).toEqual(['Zed Wanderer']);
  });

  it('orders each group newest first, whatever the names, and follows a rename', async () => {
    const token = await adminToken(t);
    // Neither the owners' names nor the business names: the partner created last comes first.
    await givenPartner(t.db, { name: 'Ada Quillon', businessName: 'A Quillon Shop' });
    await givenPartner(t.db, { name: 'bo Quillon', businessName: 'Z Quillon Shop' });
    const { user: renamed } = await givenTraveler(t.db, { name: 'Al Quillon' });
    await givenTraveler(t.db, { name: 'Cy Quillon' });
    await givenTraveler(t.db, { name: 'cy quillon' });
    await givenRider(t.db, { name: 'eve Quillon' });
    await givenRider(t.db, { name: 'Zia Quillon' });
    // A rename keeps the traveler's place (its age) and is found by the new name only.
    await t.db.update(users).set({ name: 'Dee Quillon' }).where(eq(users.id, renamed.id));
    expect(namesIn(await search(token, 'quillon'))).toEqual({
      partners: ['bo Quillon', 'Ada Quillon'],
      travelers: ['cy quillon', 'Cy Quillon', 'Dee Quillon'],
      riders: ['Zia Quillon', 'eve Quillon'],
    });
    expect(namesIn(await search(token, 'al quillon')).travelers).toEqual([]);
  });

  it('answers empty groups for blank or missing text, and for text that matches nothing', async () => {
    const token = await adminToken(t);
    await givenTraveler(t.db, { name: 'Anyone At All', email: 'anyone@example.test' });
    const empty = { partners: [], travelers: [], riders: [] };
    expect(await search(token, '   ')).toEqual(empty);
    expect(await search(token, 'nothing like it')).toEqual(empty);
    // LIKE wildcards are taken literally.
    expect(await search(token, '%')).toEqual(empty);
    // Nor does a text match across two of a person's fields.
    expect(await search(token, 'all\u001fanyone')).toEqual(empty);
    const missing = await call(t.app, 'GET', '/api/search', { token });
    expect(missing.body).toEqual({ data: empty });
  });

  it('refuses text over 100 characters with 422', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', `/api/search?query=${'a'.repeat(101)}`, { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The query field must not be greater than 100 characters.',
      errors: { query: ['The query field must not be greater than 100 characters.'] },
    });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, 'GET', '/api/search?query=noor');
  });
});
