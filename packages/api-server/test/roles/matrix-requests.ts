import type { BuiltInRoleKey } from '@packlight/api-types';
import { formOf } from '../helpers/uploads.ts';

/** The rows the matrix's requests name: one of each, made once for the whole file. */
export interface MatrixRows {
  partner: number;
  rider: number;
  traveler: number;
  product: number;
  order: number;
  refund: number;
  ticket: number;
  invitation: number;
  /** An admin other than the callers, whom team calls act on. */
  admin: number;
  /** A custom role, for the role calls. */
  role: number;
  /** A notification of each caller, by caller id. */
  notificationOf: (userId: number) => string;
}

/** Who calls: their id (own profile and password calls name it) and their role. */
export interface MatrixCaller {
  id: number;
  role: BuiltInRoleKey;
  /** Their password, for the calls that ask for it. */
  password: string;
}

/** One request with a body its endpoint accepts. */
export interface MatrixRequest {
  path: string;
  json?: unknown;
  body?: FormData;
}

type Build = (rows: MatrixRows, caller: MatrixCaller) => MatrixRequest;

const partnerForm = (caller: MatrixCaller) =>
  formOf({
    businessName: `Matrix ${caller.role}`,
    email: `partner-${caller.role}@matrix.test`,
    phone: `212-555-${String(1000 + caller.id).slice(-4)}`,
    ownerName: 'Iris Vale',
    address: '10 Bedford Ave, Brooklyn',
    tax_id: '987654321',
  });

const riderForm = (caller: MatrixCaller) =>
  formOf({
    first_name: 'Sam',
    last_name: caller.role,
    email: `rider-${caller.role}@matrix.test`,
    phone: `718-555-${String(2000 + caller.id).slice(-4)}`,
    address: '5 Court St, Brooklyn',
    insurance_expire_date: '2030-06-30',
    assigned_region: 'Brooklyn',
    vehicle_type: 'Scooter',
    vehicle_name: 'Vespa Elettrica',
    license_plate: 'SCT-4242',
  });

/**
 * A request with a valid body for every admin endpoint of the table, by its name. The matrix test
 * fails for an admin endpoint missing here, so a new endpoint joins the matrix the day it is made.
 * Names and emails carry the caller's role, so each allowed caller's create is a new record.
 */
export const matrixRequests: Readonly<Record<string, Build>> = {
  'POST /profile/update': (_, caller) => ({
    path: '/profile/update',
    body: formOf({
      user_id: String(caller.id),
      first_name: 'Matrix',
      last_name: caller.role,
      email: `${caller.role}@matrix.test`,
    }),
  }),
  'POST /user/update-password': (_, caller) => ({
    path: '/user/update-password',
    json: {
      user_id: caller.id,
      oldpassword: caller.password,
      newpassword: caller.password,
      confirmpassword: caller.password,
    },
  }),
  'GET /sessions': () => ({ path: '/sessions' }),
  'POST /sessions/sign-out-others': () => ({ path: '/sessions/sign-out-others' }),
  'POST /2fa/update': (_, caller) => ({
    path: '/2fa/update',
    json: { method: 'none', current_password: caller.password },
  }),
  'POST /2fa/generate-totp': (_, caller) => ({
    path: '/2fa/generate-totp',
    json: { current_password: caller.password },
  }),
  'POST /2fa/verify-recovery': () => ({
    path: '/2fa/verify-recovery',
    json: { code: 'ABCD-1234' },
  }),
  'GET /dashboard/states': () => ({ path: '/dashboard/states?range=month' }),
  'GET /dashboard/travelers': () => ({ path: '/dashboard/travelers' }),
  'GET /dashboard/topPartners': () => ({ path: '/dashboard/topPartners' }),
  'GET /search': () => ({ path: '/search?query=a&scope=all' }),
  'GET /notifications': () => ({ path: '/notifications' }),
  'GET /notifications/latest': () => ({ path: '/notifications/latest' }),
  'POST /notifications/{id}/read': (rows, caller) => ({
    path: `/notifications/${rows.notificationOf(caller.id)}/read`,
  }),
  'POST /notifications/read-all': () => ({ path: '/notifications/read-all' }),
  'GET /travelers': () => ({ path: '/travelers?page=1&per_page=5' }),
  'GET /travelers/{id}': (rows) => ({ path: `/travelers/${rows.traveler}` }),
  'DELETE /travelers/{id}': (rows) => ({ path: `/travelers/${rows.traveler}` }),
  'POST /travelers/export': (rows) => ({
    path: '/travelers/export',
    json: { ids: [rows.traveler] },
  }),
  'POST /travelers/bulk-update': (rows) => ({
    path: '/travelers/bulk-update',
    json: { ids: [rows.traveler], status: 'Deactivate' },
  }),
  'GET /partners': () => ({ path: '/partners?page=1&per_page=5' }),
  'GET /partners/{id}': (rows) => ({ path: `/partners/${rows.partner}` }),
  'POST /partner/store': (_, caller) => ({ path: '/partner/store', body: partnerForm(caller) }),
  'POST /partner/update/{id}': (rows, caller) => ({
    path: `/partner/update/${rows.partner}`,
    body: partnerForm(caller),
  }),
  'POST /partners/status-update': (rows) => ({
    path: '/partners/status-update',
    json: { id: rows.partner, status: 'suspended' },
  }),
  'POST /partners/request-information': () => ({
    path: '/partners/request-information',
    json: { to: 'owner@matrix.test', message: 'Please send your licence.', deadline: 'today' },
  }),
  'GET /partners/{id}/documents/download': (rows) => ({
    path: `/partners/${rows.partner}/documents/download`,
  }),
  'GET /riders': () => ({ path: '/riders?page=1&per_page=5' }),
  'GET /riders/{id}': (rows) => ({ path: `/riders/${rows.rider}` }),
  'POST /riders/store': (_, caller) => ({ path: '/riders/store', body: riderForm(caller) }),
  'POST /riders/update/{id}': (rows, caller) => ({
    path: `/riders/update/${rows.rider}`,
    body: riderForm(caller),
  }),
  'POST /riders/status-update': (rows) => ({
    path: '/riders/status-update',
    json: { id: rows.rider, status: 'suspended' },
  }),
  'GET /riders/{id}/documents/download': (rows) => ({
    path: `/riders/${rows.rider}/documents/download`,
  }),
  'GET /products': () => ({ path: '/products?page=1&per_page=5' }),
  'GET /products/{id}': (rows) => ({ path: `/products/${rows.product}` }),
  'POST /products/status-update': (rows) => ({
    path: '/products/status-update',
    json: { id: rows.product, status: 'suspended' },
  }),
  'GET /orders': () => ({ path: '/orders?page=1&per_page=5' }),
  'GET /orders/{id}': (rows) => ({ path: `/orders/${rows.order}` }),
  'POST /orders/assign-rider': (rows) => ({
    path: '/orders/assign-rider',
    json: { order_id: rows.order, rider_id: rows.rider },
  }),
  'GET /refunds': () => ({ path: '/refunds?page=1&per_page=5' }),
  'GET /refunds/{id}': (rows) => ({ path: `/refunds/${rows.refund}` }),
  'POST /refunds/status-update': (rows) => ({
    path: '/refunds/status-update',
    json: { id: rows.refund, status: 'Rejected' },
  }),
  'GET /support-tickets': () => ({ path: '/support-tickets?page=1&per_page=5' }),
  'GET /support-tickets/{id}/messages': (rows) => ({
    path: `/support-tickets/${rows.ticket}/messages`,
  }),
  'POST /support-tickets/{id}/status': (rows) => ({
    path: `/support-tickets/${rows.ticket}/status`,
    json: { status: 'In Progress' },
  }),
  'POST /support-tickets/messages': (rows, caller) => ({
    path: '/support-tickets/messages',
    json: { ticket_id: rows.ticket, message: `Hello from ${caller.role}.` },
  }),
  'GET /geocode': () => ({ path: '/geocode?query=Bedford' }),
  'GET /activity': () => ({ path: '/activity?per_page=5' }),
  'GET /activity/export': () => ({ path: '/activity/export?subject_type=partner' }),
  'GET /team': () => ({ path: '/team' }),
  'POST /team/invitations': (_, caller) => ({
    path: '/team/invitations',
    json: { name: 'Ivy Invited', email: `invited-${caller.role}@matrix.test`, role: 'viewer' },
  }),
  'POST /team/invitations/{id}/resend': (rows) => ({
    path: `/team/invitations/${rows.invitation}/resend`,
  }),
  'POST /team/invitations/{id}/revoke': (rows) => ({
    path: `/team/invitations/${rows.invitation}/revoke`,
  }),
  'POST /team/admins/{id}/deactivate': (rows) => ({
    path: `/team/admins/${rows.admin}/deactivate`,
  }),
  'POST /team/admins/{id}/reactivate': (rows) => ({
    path: `/team/admins/${rows.admin}/reactivate`,
  }),
  'POST /team/admins/{id}/role': (rows) => ({
    path: `/team/admins/${rows.admin}/role`,
    json: { role: 'support' },
  }),
  'GET /roles': () => ({ path: '/roles' }),
  'POST /roles': (_, caller) => ({
    path: '/roles',
    json: { name: `Matrix ${caller.role}`, permissions: ['orders:read'] },
  }),
  'POST /roles/{id}': (rows) => ({
    path: `/roles/${rows.role}`,
    json: { name: 'Matrix role', permissions: ['orders:read', 'refunds:read'] },
  }),
  'DELETE /roles/{id}': (rows) => ({ path: `/roles/${rows.role}` }),
};
