import { Route } from 'react-router';
import { lazyScreen, type ScreenRouteHandle } from '../../lib/lazy-screen.ts';
import { preloadListPageOnDemand } from '../../lib/list/preload-list-page.ts';
import { paths } from '../../lib/paths.ts';

const ProductsScreen = lazyScreen(() => import('./ProductsScreen.tsx'), 'ProductsScreen');
const ProductDetailScreen = lazyScreen(
  () => import('./ProductDetailScreen.tsx'),
  'ProductDetailScreen',
);
const NoProductScreen = lazyScreen(() => import('./ProductDetailScreen.tsx'), 'NoProductScreen');

const productsHandle: ScreenRouteHandle = {
  preload: preloadListPageOnDemand(() => import('./list-rules.ts')),
};

/** The products area's signed-in routes; each screen is its own chunk. */
export const productRoutes = (
  <>
    <Route path={paths.products.path} element={<ProductsScreen />} handle={productsHandle} />
    <Route path={paths.productDetail.path} element={<ProductDetailScreen />} />
    <Route path={paths.productDetailWithoutId.path} element={<NoProductScreen />} />
  </>
);
