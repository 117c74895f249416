import { endpoints } from '@packlight/api-types';
import { notFound } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { listProducts } from './list.ts';
import { findProduct } from './queries.ts';
import { updateProductStatus } from './status.ts';

export function registerProductRoutes(routes: Registrar): void {
  routes.route(endpoints.products.list, ({ input, db }) => listProducts(db, input));

  routes.route(endpoints.products.detail, async ({ params, db }) => {
    const product = await findProduct(db, Number(params.id));
    if (!product) throw notFound();
    return { data: product };
  });

  routes.route(endpoints.products.statusUpdate, async ({ input, db }) => {
    const message = await updateProductStatus(db, input.id, input.status);
    return { success: true, message, data: await findProduct(db, input.id) };
  });
}
