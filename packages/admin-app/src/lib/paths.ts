/** A route without parameters: its pattern and the address that opens it are the same. */
function fixedRoute<const Path extends string>(path: Path) {
  return { path, href: (): Path => path };
}

/** Every route of the app: `path` for the router, `href()` for links and navigation. */
export const paths = {
  dashboard: fixedRoute('/'),
  login: fixedRoute('/login'),
  signup: fixedRoute('/signup'),
  forgotPassword: fixedRoute('/forgot-password'),
  twoFactor: fixedRoute('/two-factor'),
};
