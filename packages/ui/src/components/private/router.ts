/**
 * What your router's navigation takes: the type of every `routerOptions` prop in the kit and of
 * the second argument of `RouterProvider`'s `navigate`. Until you fill it in they take nothing;
 * do it once, with a module augmentation in any `.ts` file of your app:
 *
 * ```ts
 * import type { NavigateOptions } from 'react-router';
 *
 * declare module '@packlight/ui' {
 *   interface RouterConfig {
 *     routerOptions: NavigateOptions;
 *   }
 * }
 * ```
 *
 * This is React Aria's `RouterConfig`, made reachable: React Aria reads it from its own module,
 * which is the kit's dependency and not one your app can import or augment.
 */
// An interface, not a type: only interfaces can be augmented by the app.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RouterConfig {}

// Inside the augmentation `RouterConfig` is React Aria's own: this names the kit's.
type KitRouterConfig = RouterConfig;

declare module 'react-aria-components' {
  // React Aria's config takes on whatever the app puts in the kit's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterConfig extends KitRouterConfig {}
}
