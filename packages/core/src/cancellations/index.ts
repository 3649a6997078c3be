export * from './cancellation';
