export * from './api-key';
export * from './integrations';
export * from './scopes';
