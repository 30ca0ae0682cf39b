export * from './api.ts';
export * from './current-store.ts';
export * from './logic.ts';
export * from './selected-product.ts';
