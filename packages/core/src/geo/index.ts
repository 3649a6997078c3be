export * from './dial-codes';
export * from './eu-countries';
export * from './phone-country-codes';
