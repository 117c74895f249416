import { demoContext, type DemoData, type DemoDataOptions } from './context.ts';
import { generateNotifications } from './entities/notifications.ts';
import { generateOrders } from './entities/orders.ts';
import { generatePartners } from './entities/partners.ts';
import { generateProducts } from './entities/products.ts';
import { generateRefunds } from './entities/refunds.ts';
import { generateRiders } from './entities/riders.ts';
import { generateTickets } from './entities/tickets.ts';
import { generateTravelers } from './entities/travelers.ts';

export type { DemoData, DemoDataOptions } from './context.ts';

export const defaultDemoCounts = {
  travelers: 500,
  partners: 60,
  riders: 40,
  products: 400,
  orders: 2000,
  refunds: 80,
  tickets: 120,
} as const;

export const defaultDemoSeed = 20_260_101;

/**
 * Makes the demo data in memory: the same options always give the same rows. The generators
 * share one random sequence, so their order is part of the data.
 */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const ctx = demoContext(options);
  const travelers = generateTravelers(ctx);
  const partners = generatePartners(ctx);
  const riders = generateRiders(ctx);
  const catalogue = generateProducts(ctx, partners);
  const delivered = generateOrders(ctx, { travelers, riders, catalogue });
  generateRefunds(ctx, delivered);
  generateTickets(ctx, { travelers, partners, riders });
  generateNotifications(ctx);
  return ctx.data;
}
