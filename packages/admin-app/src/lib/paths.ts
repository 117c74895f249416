import type { Permission } from '@packlight/api-types';

/**
 * A route without parameters: its pattern and the address that opens it are the same.
 * `permission`: what the signed-in admin's role must allow to open it (lib/access).
 */
function fixedRoute<const Path extends string>(path: Path, permission?: Permission) {
  return { path, href: (): Path => path, permission };
}

/** A route with an `:id` segment: `href(id)` fills it (encoded). */
function routeById<const Path extends `${string}:id${string}`>(path: Path, permission: Permission) {
  return {
    path,
    href: (id: string | number): string => path.replace(':id', encodeURIComponent(String(id))),
    permission,
  };
}

/**
 * Every route of the app (both specs' route tables): `path` for the router, `href()` for links,
 * and `permission`, the one place that says which role may open a screen (decisions.md D71): the
 * shell shows "You don't have access to this page" instead, and hides the links to it.
 */
export const paths = {
  dashboard: fixedRoute('/'),
  login: fixedRoute('/login'),
  signup: fixedRoute('/signup'),
  forgotPassword: fixedRoute('/forgot-password'),
  resetPassword: fixedRoute('/reset-password'),
  twoFactor: fixedRoute('/two-factor'),
  /** What a partner agrees to on signing up, linked from the sign-up form's checkbox. */
  terms: fixedRoute('/terms'),
  /** The one OAuth callback screen, under its current and its two older patterns. */
  oauthCallback: {
    path: '/oauth/:provider/callback',
    href: (provider: string): string => `/oauth/${encodeURIComponent(provider)}/callback`,
  },
  authProviderCallback: {
    path: '/auth/:provider/callback',
    href: (provider: string): string => `/auth/${encodeURIComponent(provider)}/callback`,
  },
  authCallback: fixedRoute('/auth/callback'),

  travelers: fixedRoute('/travelers', 'travelers:read'),
  travelerProfile: routeById('/travelers/profile/:id', 'travelers:read'),
  partners: fixedRoute('/partners', 'partners:read'),
  addPartner: fixedRoute('/partners/add-partner', 'partners:write'),
  partnerProfile: routeById('/partners/profile/:id', 'partners:read'),
  updatePartner: routeById('/partners/update-partner/:id', 'partners:write'),
  documents: routeById('/documents/:id', 'partners:read'),
  riders: fixedRoute('/riders', 'riders:read'),
  addRider: fixedRoute('/riders/add-rider', 'riders:write'),
  riderProfile: routeById('/riders/profile/:id', 'riders:read'),
  updateRider: routeById('/riders/update-rider/:id', 'riders:write'),
  products: fixedRoute('/products', 'products:read'),
  productDetail: routeById('/products/productsdetail/:id', 'products:read'),
  productDetailWithoutId: fixedRoute('/products/productsdetail', 'products:read'),
  orders: fixedRoute('/orders', 'orders:read'),
  orderDetail: routeById('/orders/ordersdetail/:id', 'orders:read'),
  assignRider: routeById('/orders/assignrider/:id', 'orders:assign'),
  refunds: fixedRoute('/refund', 'refunds:read'),
  refundDetail: routeById('/refund/refundsdetail/:id', 'refunds:read'),
  support: fixedRoute('/support', 'support:read'),
  ticketChat: routeById('/support/chatsupport/:id', 'support:read'),
  settings: fixedRoute('/settings'),
  /** Every unread notification, beyond what the header's bell panel shows. */
  notifications: fixedRoute('/notifications'),
  /** The activity trail, with its filters in the query string (decisions.md D50). */
  activity: fixedRoute('/activity', 'activity:read'),
  /** Where an invitation mail's link leads: the invited admin sets a password (D53). */
  acceptInvitation: fixedRoute('/accept-invitation'),
};
