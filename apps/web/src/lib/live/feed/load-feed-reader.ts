import { afterZod } from '../../../api/response-schemas.ts';
import { nextTask } from '../../../api/next-task.ts';
import type * as Reader from './parse-server-message.ts';

/** What the feed client reads its messages with (parse-server-message.ts). */
export type FeedReader = Pick<typeof Reader, 'parseServerMessage' | 'readEvents' | 'unreadSnapshot'>;

/**
 * The feed's reader, with the schemas it reads with, loaded with the first subscription and built a
 * part per task: zod with the contract's shared parts, the catalogue's schemas (a live event's markets
 * and outcomes), then the live ones. Imported together by the live page's modules they were one task
 * of 10 to 15 ms at 1x, before the page could hydrate; apart, each is about a third of it, and the
 * page hydrates without them.
 */
export async function loadFeedReader(): Promise<FeedReader> {
  await afterZod(() => import('../../../api/response-schemas/catalog.ts'));
  await nextTask();
  return import('./parse-server-message.ts');
}
