export * from './billing';
export * from './features';
export * from './plans';
export * from './prices';
