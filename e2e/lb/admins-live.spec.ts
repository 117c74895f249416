import { declareTwoAdminFlows } from '../tests/two-admin-flows.ts';

// The two-admin flows of e2e/tests/two-admin-flows.ts through nginx: each admin's calls and
// socket may land on either api-server process, and every change reaches the other through the
// shared socket server (D56, D57). Named to run before socket-restart.spec.ts, which stops the
// socket server it restarts when it ends.
declareTwoAdminFlows();
