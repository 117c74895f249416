/**
 * The page sizes the back office offers (spec section 9). In a module of its own so an app can
 * read them (to parse a list's address before its screen loads) without the Pagination component.
 */
export const defaultPageSizeOptions = [5, 10, 25, 50] as const;
