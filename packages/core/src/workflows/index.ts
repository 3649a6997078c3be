export * from './authority';
export * from './automation';
export * from './definition';
export * from './labels';
export * from './match';
