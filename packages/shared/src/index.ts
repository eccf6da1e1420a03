export * from './constants';
export * from './errors';
export * from './routes';
export * from './schemas/fields';
export * from './schemas/inquiries';
export * from './schemas/pricing-plans';
export * from './schemas/users';
export * from './site-pages';
