export * from './blocks';
export * from './eligibility';
export * from './exchange-order';
export * from './lists';
export * from './settings';
export * from './smart-exchange';
export * from './store-credit-form';
export * from './store-policy';
