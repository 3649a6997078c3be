export * from './counters';
export * from './refusals';
export * from './statuses';
export * from './transitions';
export * from './verdict';
