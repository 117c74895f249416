import type { NavigateOptions } from 'react-router';

// Kit links and the kit's RouterProvider carry react-router's navigate options (state, replace).
declare module '@packlight/ui' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
