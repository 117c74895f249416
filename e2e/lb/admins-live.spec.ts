import { declareTwoAdminFlows } from '../tests/two-admin-flows.ts';

// The two-admin flows of e2e/tests/two-admin-flows.ts through nginx: each admin's calls and
// socket may land on either api-server process, and every change reaches the other through the
// shared socket server (D56, D57). It runs before load-balancer.spec.ts, which kills one process,
// and socket-restart.spec.ts, which stops the socket server it restarts (the projects of
// playwright.lb.config.ts).
declareTwoAdminFlows();
