export * from './providers';
export * from './validate-payment';
