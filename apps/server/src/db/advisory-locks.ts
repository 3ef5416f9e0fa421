/**
 * The server's one-key PostgreSQL advisory locks, all here so that no two share a key: the feed
 * simulator's session lock once had the demo players' key, and on PostgreSQL every copy of a demo
 * player then waited for ever while the simulator ran (docs/decisions/throughput.md). Two-key
 * locks (pg_advisory_xact_lock(int, int), the login rate limit's) are a key space of their own.
 */
export const ADVISORY_LOCKS = {
  /** Transaction lock: two servers starting on one database seed the catalogue once. */
  catalogueSeed: 731_001,
  /** Session lock: the one process on a database that runs the feed simulator. */
  feedSimulator: 731_002,
  /** Transaction lock: demo players inserted once however many servers or copies ask at once. */
  demoPlayers: 731_003,
} as const;
