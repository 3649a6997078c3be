export * from './assessment';
