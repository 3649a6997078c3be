export * from './compare';
export * from './period';
export * from './roi';
export * from './measures';
