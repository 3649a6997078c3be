export * from './auth';
export * from './dashboard';
export * from './errors';
export * from './policies';
export * from './portal';
export * from './requests';
export * from './rules';
