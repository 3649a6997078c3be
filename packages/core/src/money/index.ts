export * from './allocate';
export * from './currency';
export * from './format';
export * from './minor';
