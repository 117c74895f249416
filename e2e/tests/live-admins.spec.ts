import { declareTwoAdminFlows } from './two-admin-flows.ts';

// Two administrators at once (D55-D59), the second invited (D53): the flows live in
// two-admin-flows.ts, and run through the load balancer too (e2e/lb/admins-live.spec.ts).
declareTwoAdminFlows();
