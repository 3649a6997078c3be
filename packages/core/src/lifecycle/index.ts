export * from './counters';
export * from './refund-again';
export * from './refusals';
export * from './statuses';
export * from './transitions';
export * from './verdict';
