import { endpoints } from '@packlight/api-types';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';

/** Suggestions begin at 3 typed characters (docs/product/part-2.md §5); shorter text finds nothing. */
const minimumLength = 3;

export function registerGeocodeRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.geocode.autocomplete, async ({ input }) => {
    const features =
      input.text.length < minimumLength ? [] : await services.geocoder.autocomplete(input.text);
    return { data: { features } };
  });
}
