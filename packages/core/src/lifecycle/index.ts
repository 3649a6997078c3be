export * from './counters';
export * from './statuses';
export * from './transitions';
