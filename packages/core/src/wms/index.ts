export * from './receipt';
export * from './systems';
