export * from './link-rules';
