export * from './cod';
export * from './payment-capture';
export * from './platform-address';
