import type { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config.ts';
import type { RealtimeClientSettings } from '../realtime/broadcaster.ts';

export interface SecurityHeaderOptions {
  mode: Config['mode'];
  /** Where the app is reached; read per request, since demo mode learns it once it listens. */
  appUrl: () => string;
  /** The socket the app connects to, when it is not this server's own. */
  realtime: RealtimeClientSettings | null;
}

/**
 * The sha256 of the `<style id="react-aria-pressable-style">` react-aria adds to the page. A
 * react-aria release that changes it fails the e2e suite's CSP check until this is updated.
 */
export const reactAriaPressableStyle = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/** `wss://host` for an https address, `ws://host` for http. */
const socketOrigin = (url: URL) => `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;

/** Where the app may open connections: itself, its socket under APP_URL, an external socket. */
export function connectSources(appUrl: string, realtime: RealtimeClientSettings | null): string[] {
  const sources = ["'self'", socketOrigin(new URL(appUrl))];
  if (realtime?.host) {
    const secure = realtime.scheme === 'https';
    const port = realtime.port === null ? '' : `:${realtime.port}`;
    sources.push(`${secure ? 'wss' : 'ws'}://${realtime.host}${port}`);
    sources.push(`${secure ? 'https' : 'http'}://${realtime.host}${port}`);
  }
  return [...new Set(sources)];
}

/**
 * The security headers of every answer (docs/security.md): a CSP that runs only the app's own
 * scripts, no framing, nosniff, a strict referrer and permissions policy, HSTS in production on
 * https, and no caching of /api answers. A route that sets its own CSP (uploaded files, demo
 * pages) keeps it.
 */
export function useSecurityHeaders(app: Hono, options: SecurityHeaderOptions): void {
  const hsts = options.mode === 'production' && options.appUrl().startsWith('https:');
  app.use(
    '*',
    secureHeaders({
      overwrite: false,
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The app's styles are CSS files; React sets style properties through the DOM. The one
        // <style> element a library writes (react-aria's press style) is allowed by its hash.
        styleSrc: ["'self'", reactAriaPressableStyle],
        // data: for the QR code and the blank icon, blob: for previews of chosen photos.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: [() => connectSources(options.appUrl(), options.realtime).join(' ')],
        // A product's video may be a YouTube or Vimeo embed (the kit's VideoPlayer).
        frameSrc: ['https://www.youtube.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      // Only production on https: a demo on http must not pin browsers to https.
      strictTransportSecurity: hsts ? 'max-age=31536000; includeSubDomains' : false,
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        fullscreen: ['self'],
      },
    }),
  );
  // An /api answer is someone's data: no browser or proxy keeps a copy.
  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
}
