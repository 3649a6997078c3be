export * from './risk-score';
