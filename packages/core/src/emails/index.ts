export * from './email-facts';
export * from './email-values';
export * from './kinds';
export * from './request-link';
export * from './request-summary';
export * from './return-terms';
export * from './template-variables';
export * from './templates';
