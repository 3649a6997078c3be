export * from './credential-update';
