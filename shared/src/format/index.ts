export * from './dates.js';
export * from './money.js';
export * from './names.js';
export * from './numbers.js';
export * from './text.js';
export * from './time-zones.js';
