import { describe, expect, it } from 'vitest';
import { endpointName } from '../endpoint.ts';
import { endpoints, listEndpoints } from './index.ts';

/** Every row of section 7 ("Calls") of docs/product/part-1.md, written as the spec writes it. */
const spec1Calls = [
  'POST /login',
  'POST /two-factor/verify',
  'POST /logout',
  'GET /notifications',
  'GET /notifications/latest',
  'POST /notifications/{id}/read',
  'POST /notifications/read-all',
  'GET /social/providers',
  'GET /social/google/redirect',
  'GET /social/apple/redirect',
  'GET /social/shopify/redirect',
  'GET /social/{provider}/callback',
  'POST /social/{provider}/token',
  'POST /forgot-password',
  'POST /reset-password',
  'GET /user',
  'GET /search',
  'GET /dashboard/states',
  'GET /dashboard/travelers',
  'GET /dashboard/topPartners',
  'GET /orders',
  'GET /travelers',
  'GET /travelers/{id}',
  'DELETE /travelers/{id}',
  'POST /travelers/export',
  'POST /travelers/bulk-update',
  'POST /broadcasting/auth',
];

/** Every row of section 7 ("The calls it makes") of docs/product/part-2.md. */
const spec2Calls = [
  'GET /partners',
  'GET /partners/{id}',
  'POST /partner/store',
  'POST /partner/update/{id}',
  'POST /partners/status-update',
  'POST /partners/request-information',
  'GET /partners/{id}/documents/download',
  'GET /riders',
  'GET /riders/{id}',
  'POST /riders/store',
  'POST /riders/update/{id}',
  'POST /riders/status-update',
  'GET /riders/{id}/documents/download',
  'GET /products',
  'GET /products/{id}',
  'POST /products/status-update',
  'GET /orders',
  'GET /orders/{id}',
  'POST /orders/assign-rider',
  'GET /refunds',
  'GET /refunds/{id}',
  'POST /refunds/status-update',
  'GET /support-tickets',
  'GET /support-tickets/{id}/messages',
  'POST /support-tickets/{id}/status',
  'POST /support-tickets/messages',
  'POST /profile/update',
  'POST /user/update-password',
  'POST /2fa/update',
  'POST /2fa/generate-totp',
  'POST /2fa/verify-recovery',
];

/** Calls we add beyond the spec, each decided in docs/product/decisions.md (D23). */
const documentedExtras = [
  'POST /register',
  'GET /geocode',
  'POST /two-factor/resend',
  'GET /sessions',
  'POST /sessions/sign-out-others',
  // The activity trail and the team (D50-D54).
  'GET /activity',
  'GET /activity/export',
  'GET /team',
  'POST /team/invitations',
  'POST /team/invitations/{id}/resend',
  'POST /team/invitations/{id}/revoke',
  'POST /team/admins/{id}/deactivate',
  'POST /team/admins/{id}/reactivate',
  // Roles and permissions (D71).
  'POST /team/admins/{id}/role',
  'GET /roles',
  'POST /roles',
  'POST /roles/{id}',
  'DELETE /roles/{id}',
  'POST /invitation/show',
  'POST /invitation/accept',
];

/** A `{param}` on either side matches any one segment. */
function sameCall(a: string, b: string): boolean {
  const [methodA, pathA = ''] = a.split(' ');
  const [methodB, pathB = ''] = b.split(' ');
  const segmentsA = pathA.split('/');
  const segmentsB = pathB.split('/');
  if (methodA !== methodB || segmentsA.length !== segmentsB.length) return false;
  const isParam = (segment: string) => /^\{\w+\}$/.test(segment);
  return segmentsA.every(
    (segment, index) =>
      segment === segmentsB[index] || isParam(segment) || isParam(segmentsB[index] ?? ''),
  );
}

const table = listEndpoints().map(endpointName);

describe('the endpoint table against the spec', () => {
  it.each([...spec1Calls, ...spec2Calls])('serves %s', (call) => {
    expect(table.filter((entry) => sameCall(entry, call))).toHaveLength(1);
  });

  it('has no call beyond the spec but the documented extras', () => {
    const known = [...spec1Calls, ...spec2Calls, ...documentedExtras];
    expect(table.filter((entry) => !known.some((call) => sameCall(entry, call)))).toEqual([]);
  });

  it('holds each call once', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('holds the documented extras', () => {
    expect(endpointName(endpoints.auth.register)).toBe('POST /register');
    expect(endpointName(endpoints.geocode.autocomplete)).toBe('GET /geocode');
  });
});

describe('each entry', () => {
  it.each(listEndpoints().map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s is well formed',
    (_, endpoint) => {
      expect(endpoint.path).toMatch(/^\/(?!api\/)/);
      expect(endpoint.summary).toMatch(/\.$/);
      const placeholders = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const sample = Object.fromEntries(
        placeholders.map((name) => [name, name === 'provider' ? 'google' : '1']),
      );
      expect(endpoint.params.safeParse(sample).success).toBe(true);
      if (endpoint.method === 'GET') expect(['none', 'query']).toContain(endpoint.requestKind);
      if (endpoint.responseKind === 'file') expect(endpoint.fileName).toBeTruthy();
    },
  );

  it('grants access as the spec implies', () => {
    const byAccess = (access: string) =>
      listEndpoints()
        .filter((endpoint) => endpoint.access === access)
        .map(endpointName)
        .sort();
    expect(byAccess('public')).toEqual(
      [
        'GET /social/providers',
        'GET /social/{provider}/callback',
        'GET /social/{provider}/redirect',
        'POST /forgot-password',
        'POST /invitation/accept',
        'POST /invitation/show',
        'POST /login',
        'POST /register',
        'POST /reset-password',
        'POST /social/{provider}/token',
        'POST /two-factor/resend',
        'POST /two-factor/verify',
      ].sort(),
    );
    expect(byAccess('user')).toEqual(['GET /user', 'POST /broadcasting/auth', 'POST /logout']);
  });

  it('sends files as multipart where the spec says so', () => {
    const multipart = listEndpoints()
      .filter((endpoint) => endpoint.requestKind === 'multipart')
      .map(endpointName)
      .sort();
    expect(multipart).toEqual(
      [
        'POST /partner/store',
        'POST /partner/update/{id}',
        'POST /profile/update',
        'POST /riders/store',
        'POST /riders/update/{id}',
      ].sort(),
    );
  });

  it('only rejects provider names it does not know', () => {
    expect(endpoints.social.redirect.params.safeParse({ provider: 'shopify' }).success).toBe(true);
    expect(endpoints.social.redirect.params.safeParse({ provider: 'github' }).success).toBe(false);
  });
});
