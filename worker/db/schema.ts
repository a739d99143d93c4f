/**
 * Every table, one module per area; drizzle-kit reads this file (drizzle.config.ts) and the
 * routes' db modules import tables from it.
 */
export * from './auth-schema';
export * from './billing-schema';
export * from './case-law-schema';
export * from './cases-schema';
export * from './documents-schema';
export * from './hearing-schema';
export * from './law-watch-schema';
export * from './reminders-schema';
export * from './site-schema';
