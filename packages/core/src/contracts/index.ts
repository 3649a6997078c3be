export * from './auth';
export * from './dashboard';
export * from './errors';
