export * from './email-facts';
export * from './email-values';
export * from './kinds';
export * from './template-variables';
export * from './templates';
