/** A route without parameters: its pattern and the address that opens it are the same. */
function fixedRoute<const Path extends string>(path: Path) {
  return { path, href: (): Path => path };
}

/** A route with an `:id` segment: `href(id)` fills it (encoded). */
function routeById<const Path extends `${string}:id${string}`>(path: Path) {
  return {
    path,
    href: (id: string | number): string => path.replace(':id', encodeURIComponent(String(id))),
  };
}

/** Every route of the app (both specs' route tables): `path` for the router, `href()` for links. */
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

  travelers: fixedRoute('/travelers'),
  travelerProfile: routeById('/travelers/profile/:id'),
  partners: fixedRoute('/partners'),
  addPartner: fixedRoute('/partners/add-partner'),
  partnerProfile: routeById('/partners/profile/:id'),
  updatePartner: routeById('/partners/update-partner/:id'),
  documents: routeById('/documents/:id'),
  riders: fixedRoute('/riders'),
  addRider: fixedRoute('/riders/add-rider'),
  riderProfile: routeById('/riders/profile/:id'),
  updateRider: routeById('/riders/update-rider/:id'),
  products: fixedRoute('/products'),
  productDetail: routeById('/products/productsdetail/:id'),
  productDetailWithoutId: fixedRoute('/products/productsdetail'),
  orders: fixedRoute('/orders'),
  orderDetail: routeById('/orders/ordersdetail/:id'),
  assignRider: routeById('/orders/assignrider/:id'),
  refunds: fixedRoute('/refund'),
  refundDetail: routeById('/refund/refundsdetail/:id'),
  support: fixedRoute('/support'),
  ticketChat: routeById('/support/chatsupport/:id'),
  settings: fixedRoute('/settings'),
  /** Every unread notification, beyond what the header's bell panel shows. */
  notifications: fixedRoute('/notifications'),
  /** The activity trail, with its filters in the query string (decisions.md D50). */
  activity: fixedRoute('/activity'),
  /** Where an invitation mail's link leads: the invited admin sets a password (D53). */
  acceptInvitation: fixedRoute('/accept-invitation'),
};
