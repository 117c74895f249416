import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createServices } from '../../src/services.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type Features = { properties: { formatted: string }; geometry: { coordinates: number[] } }[];
const featuresOf = (body: unknown) => (body as { data: { features: Features } }).data.features;
const labelsOf = (body: unknown) => featuresOf(body).map((f) => f.properties.formatted);

describe('geocode: who may call', () => {
  itAdmitsAdminsOnly(t, [['GET', '/api/geocode?text=kent']]);
});

describe('GET /api/geocode without a provider (the built-in gazetteer)', () => {
  it('suggests NYC addresses whose words begin with what was typed, as [lng, lat]', async () => {
    const token = await adminToken(t);
    const answer = await call(t.app, 'GET', '/api/geocode?text=200%20kent', { token });
    expect(answer.status).toBe(200);
    expect(featuresOf(answer.body)).toEqual([
      {
        properties: { formatted: '200 Kent Ave, Brooklyn, NY 11249, United States' },
        geometry: { coordinates: [-73.965, 40.7163] },
      },
    ]);
  });

  it('reads long street words as their abbreviations and stops at five suggestions', async () => {
    const token = await adminToken(t);
    const avenue = await call(t.app, 'GET', '/api/geocode?text=Kent%20Avenue', { token });
    expect(labelsOf(avenue.body)).toEqual([
      '200 Kent Ave, Brooklyn, NY 11249, United States',
      '25 Kent Ave, Brooklyn, NY 11249, United States',
    ]);
    const queens = await call(t.app, 'GET', '/api/geocode?text=queens', { token });
    expect(labelsOf(queens.body)).toHaveLength(5);
    expect(labelsOf(queens.body).every((label) => label.includes('Queens'))).toBe(true);
    const nowhere = await call(t.app, 'GET', '/api/geocode?text=Springfield', { token });
    expect(featuresOf(nowhere.body)).toEqual([]);
  });

  it('finds nothing under three characters, and refuses blank or missing text with 422', async () => {
    const token = await adminToken(t);
    const short = await call(t.app, 'GET', '/api/geocode?text=20', { token });
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ data: { features: [] } });
    const blank = await call(t.app, 'GET', '/api/geocode?text=%20%20', { token });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ errors: { text: ['The text field is required.'] } });
    expect((await call(t.app, 'GET', '/api/geocode', { token })).status).toBe(422);
    const long = await call(t.app, 'GET', `/api/geocode?text=${'a'.repeat(201)}`, { token });
    expect(long.status).toBe(422);
  });
});

describe('GET /api/geocode through a configured provider', () => {
  const apiKey = 'geo-secret-key-123';
  const requests: URL[] = [];
  let upstream: () => Promise<Response> = async () => Response.json({ features: [] });
  let app: Hono;

  beforeAll(() => {
    const fakeFetch = (async (input: string | URL | Request) => {
      requests.push(new URL(String(input)));
      return upstream();
    }) as typeof fetch;
    app = createApp({
      db: t.db,
      mode: 'demo',
      appDist: t.appDist,
      services: createServices({
        db: t.db,
        mode: 'demo',
        dataDir: join(tmpdir(), 'packlight-geocode-test'),
        geocode: { url: 'https://geo.example.test/v1/geocode/autocomplete', apiKey },
        fetch: fakeFetch,
      }),
    });
  });
  afterEach(() => {
    requests.length = 0;
    vi.restoreAllMocks();
  });

  it('sends the text and the key upstream and passes on only labels and points', async () => {
    upstream = async () =>
      Response.json({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { formatted: '1 Main St, Brooklyn, NY 11201', place_id: 'abc', rank: {} },
            geometry: { type: 'Point', coordinates: [-73.99, 40.7] },
          },
          { type: 'Feature', properties: { name: 'no label' }, geometry: { coordinates: [0, 0] } },
        ],
        query: { text: '1 Main', apiKey },
      });
    const token = await adminToken(t);
    const answer = await call(app, 'GET', '/api/geocode?text=1%20Main', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        features: [
          {
            properties: { formatted: '1 Main St, Brooklyn, NY 11201' },
            geometry: { coordinates: [-73.99, 40.7] },
          },
        ],
      },
    });
    expect(answer.text).not.toContain(apiKey);
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.origin + (sent?.pathname ?? '')).toBe(
      'https://geo.example.test/v1/geocode/autocomplete',
    );
    expect(sent?.searchParams.get('text')).toBe('1 Main');
    expect(sent?.searchParams.get('apiKey')).toBe(apiKey);
    expect(sent?.searchParams.get('format')).toBe('geojson');
  });

  it('does not call the provider for text under three characters', async () => {
    const token = await adminToken(t);
    const answer = await call(app, 'GET', '/api/geocode?text=1a', { token });
    expect(answer.body).toEqual({ data: { features: [] } });
    expect(requests).toEqual([]);
  });

  it('answers 502 when the provider fails, without the key in the answer or the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await adminToken(t);
    const outcomes: (() => Promise<Response>)[] = [
      async () => new Response('quota exceeded', { status: 429 }),
      async () => new Response('<html>', { status: 200 }),
      async () => {
        throw new TypeError(`fetch failed: https://geo.example.test/?apiKey=${apiKey}`);
      },
    ];
    for (const outcome of outcomes) {
      upstream = outcome;
      const answer = await call(app, 'GET', '/api/geocode?text=Main%20St', { token });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({ message: 'The address service is not available right now.' });
      expect(answer.text).not.toContain(apiKey);
    }
    expect(logged).toHaveBeenCalled();
    expect(JSON.stringify(logged.mock.calls)).not.toContain(apiKey);
  });
});

describe('geocode settings', () => {
  it('turns the provider on with GEOCODE_API_KEY, Geoapify unless GEOCODE_URL says otherwise', () => {
    expect(loadConfig({}).geocode).toBeNull();
    expect(loadConfig({ GEOCODE_API_KEY: 'k' }).geocode).toEqual({
      url: 'https://api.geoapify.com/v1/geocode/autocomplete',
      apiKey: 'k',
    });
    expect(
      loadConfig({ GEOCODE_API_KEY: 'k', GEOCODE_URL: 'http://localhost:8080/autocomplete' })
        .geocode,
    ).toEqual({ url: 'http://localhost:8080/autocomplete', apiKey: 'k' });
    expect(() => loadConfig({ GEOCODE_URL: 'geo.example.test' })).toThrow(ConfigError);
  });
});
