export * from './dial-codes';
export * from './eu-countries';
