export * from './barcode.ts';
export * from './calendar.ts';
export * from './catalogue-tabs.ts';
export * from './clock.ts';
export * from './geo.ts';
export * from './money.ts';
export * from './promo-days.ts';
export * from './sanitize.ts';
