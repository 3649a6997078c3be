export * from './collector';
export * from './mark-paid';
export * from './original-payment';
export * from './providers';
export * from './validate-payment';
