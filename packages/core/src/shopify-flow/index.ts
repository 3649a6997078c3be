export * from './actions';
export * from './triggers';
