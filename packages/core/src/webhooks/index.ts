export * from './retry';
export * from './rotation';
export * from './topics';
