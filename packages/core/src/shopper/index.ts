export * from './localized';
export * from './next-step';
export * from './pickup-window';
export * from './refund-state';
export * from './return-method';
export * from './timeline';
export * from './tracking-state';
