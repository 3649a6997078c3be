export * from './permissions';
export * from './team-rules';
