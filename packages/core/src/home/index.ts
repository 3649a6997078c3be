export * from './setup-steps';
export * from './work-queues';
