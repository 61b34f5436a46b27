export * from './constants.js';
export * from './table.js';
export * from './api/route.js';
export * from './api/members.js';
export * from './api/auth.js';
export * from './routes.js';
export * from './jobs.js';
