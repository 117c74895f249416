import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Notice } from '@packlight/ui';
import { useAuth, type AuthContextValue } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import { finishSocialSignIn } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { OAuthWaiting } from './OAuthWaiting.tsx';
import { callbackFailureMessage, checkCallback, handedOverToken } from './oauth-callback.ts';
import { socialSession } from './social-session.ts';

/** A failed callback shows why for this long, then goes to /login (docs/product/part-1.md §9). */
const failureRedirectMs = 3_000;

type Auth = Pick<AuthContextValue, 'acceptSignIn' | 'signInWithToken'>;

/** Finishes the sign-in a callback address carries; answers where the user goes next. */
async function finishSignIn(query: URLSearchParams, auth: Auth): Promise<string> {
  const started = socialSession.read();
  const token = handedOverToken(query, started);
  if (token) {
    await auth.signInWithToken(token, started.remember);
    return paths.dashboard.href();
  }
  const provider = checkCallback(query, started);
  const outcome = auth.acceptSignIn(await finishSocialSignIn(provider, query), started.remember);
  return outcome === 'two-factor' ? paths.twoFactor.href() : paths.dashboard.href();
}

/**
 * /oauth/{provider}/callback (and the older /auth/{provider}/callback, /auth/callback): where a
 * provider sends the browser back. Provider-agnostic: the provider is the one this tab started.
 */
export function OAuthCallbackScreen() {
  const { acceptSignIn, signInWithToken } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // A code works once: a second run (StrictMode's double effect in development) must not send it.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    finishSignIn(query, { acceptSignIn, signInWithToken }).then(
      (next) => {
        socialSession.clear();
        // Replacing the entry also takes the code out of the address and the history.
        navigate(next, { replace: true });
      },
      (error: unknown) => {
        socialSession.clear();
        setFailure(callbackFailureMessage(error));
      },
    );
  }, [acceptSignIn, signInWithToken, navigate]);

  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => {
      navigate(`${paths.login.href()}?${new URLSearchParams({ error: failure })}`, {
        replace: true,
      });
    }, failureRedirectMs);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  if (failure === null) return <OAuthWaiting />;
  return (
    <AuthCard title="Authentication Failed">
      <Notice tone="danger">{failure}</Notice>
      <p role="status">Redirecting to login page...</p>
    </AuthCard>
  );
}
