import { describe, expect, it } from 'vitest';
import { echoOptions } from './options.ts';
import { parseRealtimeSettings } from './settings.ts';

const page = { hostname: 'admin.example.com', port: '', protocol: 'https:' };

describe('realtime settings', () => {
  it('read the JSON the server puts in the page', () => {
    expect(parseRealtimeSettings('{"key":"abc","host":null,"port":null,"scheme":null}')).toEqual({
      key: 'abc',
      host: null,
      port: null,
      scheme: null,
    });
    expect(
      parseRealtimeSettings('{"key":"abc","host":"ws.example.com","port":6001,"scheme":"http"}'),
    ).toEqual({ key: 'abc', host: 'ws.example.com', port: 6001, scheme: 'http' });
  });

  it('are absent when the element is missing or malformed', () => {
    expect(parseRealtimeSettings(undefined)).toBeNull();
    expect(parseRealtimeSettings('not json')).toBeNull();
    expect(parseRealtimeSettings('{"host":null}')).toBeNull();
  });
});

describe('echoOptions', () => {
  it("connect to the page's own host, secure on 443 by default (docs/product/part-1.md §9)", () => {
    const options = echoOptions({ key: 'abc' }, 'tok', page);
    expect(options).toMatchObject({
      key: 'abc',
      wsHost: 'admin.example.com',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      authEndpoint: '/api/broadcasting/auth',
      auth: { headers: { Authorization: 'Bearer tok' } },
    });
  });

  it("follow a plain-http page's port, and the server's settings over the page", () => {
    const local = { hostname: '127.0.0.1', port: '4173', protocol: 'http:' };
    expect(echoOptions({ key: 'k' }, 't', local)).toMatchObject({
      wsHost: '127.0.0.1',
      wsPort: 4173,
      forceTLS: false,
    });
    expect(
      echoOptions({ key: 'k', host: 'ws.example.com', port: 6001, scheme: 'http' }, 't', page),
    ).toMatchObject({ wsHost: 'ws.example.com', wsPort: 6001, wssPort: 6001, forceTLS: false });
  });

  it('give every connection its own headers object', () => {
    const first = echoOptions({ key: 'k' }, 'one', page);
    const second = echoOptions({ key: 'k' }, 'two', page);
    expect(first.auth.headers).not.toBe(second.auth.headers);
    expect(first.auth.headers.Authorization).toBe('Bearer one');
  });
});
