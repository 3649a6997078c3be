export * from './stores';
export * from './users';
