/**
 * Loaded before any group (afterZod, response-schemas.ts): importing it evaluates zod and the
 * contract's shared parts (their chunk) in a task of their own. It names one shared schema only, so
 * that the chunk keeps only the parts of zod the contract uses.
 */
export { ApiError } from '@sb/contract';
