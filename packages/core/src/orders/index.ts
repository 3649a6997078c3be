export * from './cod';
export * from './payment-capture';
