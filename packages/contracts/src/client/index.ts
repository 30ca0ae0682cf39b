/** The typed client's pieces shared by both apps (docs/api.md#the-typed-client). */
export * from './operation.ts';
export * from './typed-call.ts';
export * as ops from './operations.ts';
