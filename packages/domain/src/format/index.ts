export * from './lang.ts';
export * from './numbers.ts';
export * from './units.ts';
export * from './dates.ts';
