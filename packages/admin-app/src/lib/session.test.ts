import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@packlight/api-types';
import { createSessionStore, sessionKeys } from './session.ts';
import { memoryStorage } from './test-storage.ts';

const admin: User = { id: 1, type: 'admin', name: 'Admin', email: 'admin@packlight.dev' };

describe('session store', () => {
  let local: Storage;
  let session: Storage;
  let store: ReturnType<typeof createSessionStore>;

  beforeEach(() => {
    local = memoryStorage();
    session = memoryStorage();
    store = createSessionStore(() => ({ local, session }));
  });

  it('keeps a remembered session in localStorage only', () => {
    store.save('token-1', admin, true);
    expect(local.getItem(sessionKeys.token)).toBe('token-1');
    expect(JSON.parse(local.getItem(sessionKeys.user) ?? '')).toEqual(admin);
    expect(local.getItem(sessionKeys.type)).toBe('admin');
    expect(session.length).toBe(0);
  });

  it('keeps an unremembered session in sessionStorage only', () => {
    store.save('token-2', admin, false);
    expect(session.getItem(sessionKeys.token)).toBe('token-2');
    expect(local.length).toBe(0);
  });

  it('reads the session from either store', () => {
    expect(store.read()).toBeNull();
    store.save('token-1', admin, true);
    expect(store.read()).toEqual({ token: 'token-1', user: admin, type: 'admin' });
    store.save('token-2', admin, false);
    expect(store.read()?.token).toBe('token-2');
    expect(local.length).toBe(0);
  });

  it("prefers the tab's own session when both stores hold one", () => {
    local.setItem(sessionKeys.token, 'from-another-tab');
    session.setItem(sessionKeys.token, 'this-tab');
    expect(store.read()?.token).toBe('this-tab');
  });

  it('reads a corrupt stored user as no user, keeping the token', () => {
    local.setItem(sessionKeys.token, 'token-1');
    local.setItem(sessionKeys.user, '{not json');
    expect(store.read()).toEqual({ token: 'token-1', user: null, type: null });
  });

  it('clears token, user, type and a pending second factor from both stores', () => {
    local.setItem(sessionKeys.token, 'a');
    local.setItem(sessionKeys.user, '{}');
    local.setItem(sessionKeys.type, 'admin');
    store.savePending({ user_id: 1, methods: ['totp'], login_token: 'x', remember: true });
    session.setItem(sessionKeys.token, 'b');
    store.clear();
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    expect(store.readPending()).toBeNull();
  });

  it('holds a pending second factor in sessionStorage instead of a session', () => {
    store.save('token-1', admin, true);
    const pending = { user_id: 7, methods: ['email' as const], login_token: 'lt', remember: false };
    store.savePending(pending);
    expect(store.read()).toBeNull();
    expect(store.readPending()).toEqual(pending);
    expect(local.length).toBe(0);
  });

  it('reads a malformed or foreign pending second factor as none', () => {
    const held = { user_id: 7, methods: ['email'], login_token: 'lt', remember: false };
    for (const stored of [
      '{not json',
      JSON.stringify({ ...held, methods: [] }),
      JSON.stringify({ ...held, methods: ['sms'] }),
      JSON.stringify({ ...held, remember: 'yes' }),
      JSON.stringify({ ...held, user_id: '7' }),
    ]) {
      session.setItem('two_factor_pending', stored);
      expect(store.readPending()).toBeNull();
    }
  });

  it('stores a token whose user is not known yet, and the user beside it later', () => {
    store.save('token-3', null, true);
    expect(store.read()).toEqual({ token: 'token-3', user: null, type: null });
    store.updateUser(admin);
    expect(store.read()).toEqual({ token: 'token-3', user: admin, type: 'admin' });
    expect(session.length).toBe(0);
  });

  it('refreshes the user beside the token it belongs to', () => {
    store.save('token-2', admin, false);
    store.updateUser({ ...admin, name: 'Ada' });
    expect(store.read()?.user).toEqual({ ...admin, name: 'Ada' });
    expect(local.length).toBe(0);
  });
});
