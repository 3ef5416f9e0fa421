import { nextTask } from './next-task.ts';
import type * as Account from './response-schemas/account.ts';
import type * as Bets from './response-schemas/bets.ts';
import type * as Catalog from './response-schemas/catalog.ts';
import type * as Jackpot from './response-schemas/jackpot.ts';
import type * as Live from './response-schemas/live.ts';
import type * as OperatorContent from './response-schemas/operator-content.ts';
import type * as Settings from './response-schemas/settings.ts';
import type * as Shared from './response-schemas/shared.ts';
import type * as Video from './response-schemas/video.ts';

/**
 * Every schema the web checks an answer of the API against, by name (the `schema` of `request`). Each
 * belongs to a group of schemas (response-schemas/shared.ts names them), which `request` loads with
 * the first answer it checks, alongside that call, never with the page: a server-rendered page
 * hydrates from answers the server checked, so its first load carries neither these schemas nor zod,
 * nor the table of groups (docs/decisions/response-schemas-on-demand.md).
 *
 * A group is an area of the API (vite.config.ts gives each its own chunk): building a schema is most
 * of what loading one costs, so the home page's adverts build the operator content's schemas, not
 * the catalogue's, the slip's and the account's as well.
 */
export type ResponseSchemas = typeof Account &
  typeof Bets &
  typeof Catalog &
  typeof Jackpot &
  typeof Live &
  typeof OperatorContent &
  typeof Settings &
  typeof Video & { NoContent: typeof Shared.NoContent };

/**
 * Loads a group of schemas a task after zod and the contract's shared parts (their own chunk): the two
 * evaluated at once were the first checked answer's task of 10 to 20 ms at 1x on a page's start.
 *
 * zod's chunk is asked for in a task of its own too: its import adds a module preload for each chunk
 * under it, each a request that Lighthouse's trace records with the caller's stack, and the caller is
 * often a page's start, in one of its long tasks (docs/decisions/first-screen.md, "Ninth stop").
 */
export async function afterZod<T>(load: () => Promise<T>): Promise<T> {
  // Per call, not one promise kept for all: a call whose task never comes (a test's frozen clock) holds
  // up only itself, as before; the module system loads zod's chunk once.
  await nextTask();
  await import('./response-schemas/shared.ts');
  await nextTask();
  return load();
}

/** The group of schemas that holds `name`, loaded after zod as afterZod does. */
export function loadSchemaGroup<K extends keyof ResponseSchemas>(name: K): Promise<Pick<ResponseSchemas, K>> {
  return afterZod(async () => {
    const { SCHEMA_GROUPS } = await import('./response-schemas/shared.ts');
    return SCHEMA_GROUPS[name]();
  });
}
