export * from './account-emails';
export * from './common-passwords';
export * from './password-links';
export * from './password-policy';
