export * from './users.ts';
export * from './personal-access-tokens.ts';
