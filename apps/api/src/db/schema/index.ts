export * from './auth';
export * from './organizations';
export * from './outbox';
export * from './sessions';
export * from './users';
export * from './inquiries';
export * from './pricing-plans';
