export * from './deliveries';
export * from './refund-mode';
export * from './return-reasons';
export * from './return-sync';
export * from './topics';
