import { declareTwoAdminFlows } from './two-admin-flows.ts';

// Two administrators at once (D55-D59), on PostgreSQL (`pnpm test:e2e:pg`): the flows live in
// two-admin-flows.ts, and run through the load balancer too (e2e/lb/admins-live.spec.ts).
declareTwoAdminFlows();
