export * from './abilities';
export * from './messages';
export * from './plans';
export * from './roles';
export * from './schemas/auth';
export * from './schemas/error';
export * from './schemas/user';
