import { createContext } from 'react';

/** Server errors by field name, as a kit `Form` holds them (Laravel's 422 `errors` fits). */
export type ServerErrors = Record<string, string | string[]>;

/**
 * The errors a kit `Form` shows under its fields. The kit's own context rather than React
 * Aria's FormValidationContext, so a page of native fields does not load React Aria's form
 * code; the React Aria fields receive them through `RACFormBridge`.
 */
export const ServerErrorsContext = createContext<ServerErrors>({});

/** How a kit `Form` validates: the browser's checks ('native') or only the app's ('aria'). */
export const FormBehaviorContext = createContext<'native' | 'aria' | null>(null);
