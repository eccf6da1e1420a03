export * from './constants';
export * from './errors';
export * from './routes';
export * from './schemas/fields';
export * from './schemas/users';
