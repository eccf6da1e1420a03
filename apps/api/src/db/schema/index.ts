export * from './auth';
export * from './organizations';
export * from './outbox';
export * from './sessions';
export * from './users';
