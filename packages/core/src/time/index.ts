export * from './age';
export * from './units';
