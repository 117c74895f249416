export * from './endpoint.ts';
export * from './endpoints/index.ts';
export * from './schemas/common.ts';
export * from './schemas/user.ts';
export * from './schemas/auth.ts';
export * from './normalise/user.ts';
