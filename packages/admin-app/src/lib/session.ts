import type { TwoFactorPending, User } from '@packlight/api-types';

// No zod here: the auth provider reads the stored session on every page, /login included, and the
// contract's schemas are most of a page's weight. The pending sign-in is our own record, checked
// by hand; the stored user is the server's, so whoever shows it checks it against the contract.

/** The names the session is kept under in the browser (docs/product/part-1.md §3). */
export const sessionKeys = { token: 'auth_token', user: 'auth_user', type: 'type' } as const;
const pendingKey = 'two_factor_pending';

export interface StoredSession {
  token: string;
  /** As stored, not yet checked: `userSchema` says whether it is still a user. */
  user: unknown;
  type: string | null;
}

/** A sign-in held until its second factor is verified. */
export interface TwoFactorPendingState {
  user_id: number;
  methods: TwoFactorPending['method'];
  login_token: string;
  /** Carried to the second step so the verified session lands in the store the user chose. */
  remember: boolean;
}

/** Every second-factor method once: TypeScript fails here when the contract's list changes. */
const secondFactorMethods: Record<TwoFactorPending['method'][number], true> = {
  totp: true,
  email: true,
};

function isPendingState(value: unknown): value is TwoFactorPendingState {
  if (typeof value !== 'object' || value === null) return false;
  const { user_id, methods, login_token, remember } = value as Record<string, unknown>;
  return (
    typeof user_id === 'number' &&
    Array.isArray(methods) &&
    methods.length > 0 &&
    methods.every((method) => Object.hasOwn(secondFactorMethods, method)) &&
    typeof login_token === 'string' &&
    typeof remember === 'boolean'
  );
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface Stores {
  /** Survives the browser closing: used when the user ticks Remember me. */
  local: StorageLike;
  /** Ends with the tab. */
  session: StorageLike;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The session as kept in Web Storage. Remember me picks localStorage, otherwise sessionStorage
 * (docs/product/decisions.md D2); reads look in both, the tab's own sessionStorage first.
 */
export function createSessionStore(getStores: () => Stores) {
  const ordered = () => {
    const { local, session } = getStores();
    return [session, local];
  };
  const holder = () => ordered().find((store) => store.getItem(sessionKeys.token) !== null);
  const clear = () => {
    for (const store of ordered()) {
      for (const key of Object.values(sessionKeys)) store.removeItem(key);
      store.removeItem(pendingKey);
    }
  };

  return {
    read(): StoredSession | null {
      const store = holder();
      const token = store?.getItem(sessionKeys.token);
      if (!store || !token) return null;
      return {
        token,
        user: parseJson(store.getItem(sessionKeys.user)),
        type: store.getItem(sessionKeys.type),
      };
    },

    /**
     * Starts a session. The user may follow (null) when only a token is known yet, as after a
     * provider hands one over: the token must be stored before GET /user can carry it.
     */
    save(token: string, user: User | null, remember: boolean): void {
      clear();
      const { local, session } = getStores();
      const store = remember ? local : session;
      store.setItem(sessionKeys.token, token);
      if (!user) return;
      store.setItem(sessionKeys.user, JSON.stringify(user));
      store.setItem(sessionKeys.type, user.type);
    },

    /** Refreshes the stored user beside the token it belongs to. */
    updateUser(user: User): void {
      const store = holder();
      store?.setItem(sessionKeys.user, JSON.stringify(user));
      store?.setItem(sessionKeys.type, user.type);
    },

    /** Ends the session: token, user and type from both stores, and any pending second factor. */
    clear,

    readPending(): TwoFactorPendingState | null {
      const pending = parseJson(getStores().session.getItem(pendingKey));
      return isPendingState(pending) ? pending : null;
    },

    savePending(pending: TwoFactorPendingState): void {
      clear();
      getStores().session.setItem(pendingKey, JSON.stringify(pending));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's session store. Storage is looked up per call so importing this needs no DOM. */
export const sessionStore = createSessionStore(() => ({
  local: window.localStorage,
  session: window.sessionStorage,
}));

/**
 * Calls back when another tab changes the token (a sign-in or sign-out there). Only
 * localStorage raises `storage` events across tabs; a null key means the storage was cleared.
 */
export function subscribeToSessionChanges(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === sessionKeys.token) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
