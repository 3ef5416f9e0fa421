import type { onSendHookHandler } from 'fastify';

/**
 * An onSend hook for personal data and money: no cache keeps the answer. An enclosing scope's own
 * no-store policy (the session calls': 'no-store') is left as it is.
 */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  done(null, payload);
};
