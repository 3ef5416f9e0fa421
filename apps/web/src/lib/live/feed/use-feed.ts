import type { Topic } from '@sb/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { getLiveStore } from '../live-store.ts';
import { getFeedClient, type ConnectionState } from './feed-client.ts';

/** Follows a topic into the live store until the returned function is called. */
function follow(topic: Topic): () => void {
  const store = getLiveStore();
  return getFeedClient().subscribe(topic, {
    snapshot: (t, events) => store.snapshot(t, events),
    deltas: (t, updates, arrivedAt) => store.deltas(t, updates, arrivedAt),
    released: (t) => store.release(t),
  });
}

/**
 * Follows a feed topic while the component is mounted: its snapshots and deltas go into the live
 * store (which applies them once per frame). `null` follows nothing.
 */
export function useFeedTopic(topic: Topic | null): void {
  useEffect(() => (topic === null ? undefined : follow(topic)), [topic]);
}

/** Follows each of these topics while the component is mounted (useFeedTopic, for a list of them). */
export function useFeedTopics(followed: readonly Topic[]): void {
  const key = followed.join(',');
  useEffect(() => {
    if (key === '') return undefined;
    const offs = key.split(',').map(follow);
    return () => offs.forEach((off) => off());
  }, [key]);
}

/** The feed connection's state, for the "Reconnecting…" banner. */
export function useConnectionState(): ConnectionState {
  const client = getFeedClient();
  // Server HTML is rendered with no connection at all.
  return useSyncExternalStore(client.onStateChange, client.getState, () => 'idle');
}
