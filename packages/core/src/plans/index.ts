export * from './features';
export * from './plans';
export * from './prices';
