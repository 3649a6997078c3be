export * from './conditions';
export * from './evaluate';
export * from './match';
export * from './outcomes';
export * from './rule-set';
