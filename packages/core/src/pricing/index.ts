export * from './refund';
export * from './refund-types';
export * from './spread-discount';
export * from './tax';
