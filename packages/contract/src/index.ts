export * from './common.ts';
export * from './catalog.ts';
export * from './odds.ts';
export * from './content.ts';
export * from './settings.ts';
export * from './paths.ts';
export * from './live.ts';
export * from './accounts.ts';
