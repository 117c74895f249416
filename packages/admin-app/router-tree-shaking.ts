import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of react-router the app never uses (issue #16: ~4.4 kB gzip
 * of JS on every page, /travelers's budget is 130 kB).
 *
 * react-router publishes one large module whose components are built at its top level
 * (`var Link = React.forwardRef(...)`, `var X = React.createContext(...)`) and then given a
 * `displayName`. The bundler cannot know those calls are pure, and the `displayName` writes are
 * statements of their own, so every component and all it calls (links' prefetching, forms,
 * fetchers, view transitions) stayed in the bundle whether used or not. This marks those calls
 * pure and drops the `displayName` writes (names only React's developer tools show), in
 * react-router's files alone. The rolldown options that would do it globally
 * (`manualPureFunctions`, `propertyWriteSideEffects`) match on names and treated every
 * `React.*` call or property write in every package the same way, which is not safe.
 *
 * If a new react-router release builds its components another way, nothing breaks: the
 * patterns stop matching and the size budgets (e2e/tests/bundle-budgets.spec.ts) say so.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'packlight:router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (
        !/[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/]/.test(
          id,
        )
      ) {
        return null;
      }
      return {
        code: code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo|createElement)\()/gm,
            '$1/* @__PURE__ */ $2',
          ),
        map: null,
      };
    },
  };
}
