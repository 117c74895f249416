import {
  partnerEndpoints,
  productEndpoints,
  type ProductStatusAction,
  type RequestInformationPayload,
} from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import {
  pageQuery,
  tabCountText,
  useListPage,
  type ListState,
  type ListStateUpdate,
} from '../../lib/list/index.ts';
import { productPageExtras, type ProductTab } from './product-tabs.ts';

// The products area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened.

/** One page of the shown tab's products (one status), searched and sorted by the server. */
export function useProductPage(state: ListState, update: ListStateUpdate) {
  return useListPage(productEndpoints.list, state, update, productPageExtras(state));
}

/**
 * How many products a tab holds under the current search, as `tabCountText` shows it; undefined
 * until known. It asks for a first page of the list's page size, the same call as the shown tab's
 * first page, so a capped count stops at the same figure in every tab and on every page.
 * `isWanted` false holds the call back, so the list's own page is asked for first.
 */
export function useProductTabCount(
  tab: ProductTab,
  state: ListState,
  isWanted: boolean,
): string | undefined {
  const { search, per_page } = pageQuery(state);
  const { data } = useEndpoint(
    productEndpoints.list,
    isWanted ? { query: { search, status: tab.status, page: 1, per_page } } : null,
  );
  return tabCountText(data?.meta);
}

/** One product with images and videos; `null` waits (no valid id in the address). */
export function useProduct(id: number | null) {
  return useEndpoint(productEndpoints.detail, id === null ? null : { params: { id } });
}

/** Accepts, rejects or suspends a product; resolves to the server's message. */
export async function setProductStatus(
  id: number,
  status: ProductStatusAction,
  ifMatch?: string,
): Promise<string> {
  try {
    const answer = await call(productEndpoints.statusUpdate, {
      body: { id, status },
      ...(ifMatch ? { ifMatch } : {}),
    });
    return answer.message;
  } finally {
    void revalidateEndpoints(productEndpoints.list, productEndpoints.detail);
  }
}

/** Mails the product's partner a request for information (no deadline from products). */
export async function requestProductInformation(
  payload: Omit<RequestInformationPayload, 'deadline'>,
): Promise<void> {
  await call(partnerEndpoints.requestInformation, { body: payload });
}
