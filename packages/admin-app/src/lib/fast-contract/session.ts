import { lightEndpoint } from './light-endpoint.ts';
import * as compiled from './session.generated.js';

/** GET /user, compiled: the session check before every signed-in first paint. */
export const userEndpoint = lightEndpoint(compiled.user, 'session', 'user');
