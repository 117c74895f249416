import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

const ProductsScreen = lazy(() =>
  import('./ProductsScreen.tsx').then((module) => ({ default: module.ProductsScreen })),
);
const ProductDetailScreen = lazy(() =>
  import('./ProductDetailScreen.tsx').then((module) => ({
    default: module.ProductDetailScreen,
  })),
);
const NoProductScreen = lazy(() =>
  import('./ProductDetailScreen.tsx').then((module) => ({ default: module.NoProductScreen })),
);

/** The products area's signed-in routes; each screen is its own chunk. */
export const productRoutes = (
  <>
    <Route path={paths.products.path} element={<ProductsScreen />} />
    <Route path={paths.productDetail.path} element={<ProductDetailScreen />} />
    <Route path={paths.productDetailWithoutId.path} element={<NoProductScreen />} />
  </>
);
