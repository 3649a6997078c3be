export * from './count-label';
export * from './random-id';
export * from './text';
