export * from './catalogue';
export * from './parcel';
export * from './polling';
export * from './tracking';
export * from './rate-choice';
