export * from './compare';
export * from './measures';
export * from './period';
export * from './roi';
