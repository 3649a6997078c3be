export * from './catalogue';
export * from './parcel';
export * from './polling';
export * from './rate-choice';
export * from './tracking';
