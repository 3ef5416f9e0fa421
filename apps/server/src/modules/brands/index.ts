/**
 * The public entry of modules/brands: the brand of every request (docs/decisions/brands.md).
 * Everything outside this folder imports the module from here (eslint.config.js `serverBorders`).
 */
export { type Brand, brandsService } from './brands-service.ts';
