import { paths } from '../../lib/paths.ts';

/**
 * Where each alert card's cases are listed, filtered as the card counts them (GET
 * /notifications/latest names the cards by id). Open tickets are Pending or In Progress, which no
 * one filter holds: sorted by status, they come first. No list filters riders by insurance.
 */
const alertLists: Record<string, string> = {
  'partner-applications': `${paths.partners.href()}?tab=pending`,
  'orders-without-rider': `${paths.orders.href()}?tab=pending`,
  'refund-requests': `${paths.refunds.href()}?status=Pending`,
  'open-tickets': `${paths.support.href()}?sort=status&dir=asc`,
  'products-to-review': `${paths.products.href()}?tab=pending`,
  'rider-insurance': paths.riders.href(),
};

/** The list an alert card leads to, or none for a card this app does not know. */
export const alertListHref = (id: string | number): string | undefined => alertLists[String(id)];
