/** The complaint registry: the law, one record a complaint, and what a claimant's choice of them means. */
export * from './choice';
export * from './choice-schema';
export * from './claim-types';
export * from './et1';
export * from './et1-choices';
export * from './ids';
export * from './offered';
export * from './reading';
export * from './registry';
