export * from './random-id';
export * from './text';
