export * from './eligibility';
export * from './settings';
