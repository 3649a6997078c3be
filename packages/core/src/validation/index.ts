export * from './fields';
export * from './forms';
export * from './login';
export * from './messages';
export * from './schemas';
