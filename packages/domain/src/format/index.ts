export * from './lang.ts';
export * from './numbers.ts';
export * from './dates.ts';
