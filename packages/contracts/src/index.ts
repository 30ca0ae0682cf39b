export * from './errors.ts';
export * from './health.ts';
export * from './media.ts';
export * from './reference.ts';
