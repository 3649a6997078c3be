export * from './billing';
export * from './catalogue';
export * from './features';
export * from './plans';
export * from './prices';
export * from './request-limit';
export * from './subscription-status';
