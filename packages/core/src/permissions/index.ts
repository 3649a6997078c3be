export * from './delegation';
export * from './permissions';
export * from './team-rules';
