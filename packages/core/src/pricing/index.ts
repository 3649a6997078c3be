export * from './paid-per-unit';
export * from './presentment-refund';
export * from './refund';
export * from './refund-payments';
export * from './refund-types';
export * from './spread-discount';
export * from './suggested-refund';
export * from './tax';
