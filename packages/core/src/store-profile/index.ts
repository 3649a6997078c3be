export * from './read-profile';
