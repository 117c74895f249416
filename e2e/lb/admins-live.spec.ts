import { declareTwoAdminFlows } from '../tests/two-admin-flows.ts';

// The two-admin flows of e2e/tests/two-admin-flows.ts through nginx: each admin's calls and
// socket may land on either api-server process, and every change reaches the other through the
// shared socket server (D56, D57). Like every spec here, it runs before socket-restart.spec.ts
// (its own project in playwright.lb.config.ts), which stops the socket server it restarts.
declareTwoAdminFlows();
