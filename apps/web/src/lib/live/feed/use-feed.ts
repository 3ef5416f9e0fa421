import type { LiveEvent, Topic, TopicMark } from '@sb/contract';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { getLiveStore } from '../live-store.ts';
import { getFeedClient, type ConnectionState } from './feed-client.ts';

/**
 * The answer a page shows for the topic it follows, with the answer's feed mark (FEED_MARK_HEADER):
 * the feed goes on from the mark instead of sending a snapshot of what the page already holds.
 */
export interface FeedResume {
  mark: TopicMark | undefined;
  events: readonly LiveEvent[];
}

/** Follows a topic into the live store until the returned function is called. */
function follow(topic: Topic, resume?: FeedResume): () => void {
  const store = getLiveStore();
  const client = getFeedClient();
  // A topic followed already: this follower joins what the store holds of it.
  const mark = resume?.mark?.topic === topic && !client.follows(topic) ? resume.mark.mark : undefined;
  if (mark !== undefined && resume) store.seed(topic, resume.events);
  return client.subscribe(
    topic,
    {
      snapshot: (t, events) => store.snapshot(t, events),
      deltas: (t, updates, arrivedAt) => store.deltas(t, updates, arrivedAt),
      released: (t) => store.release(t),
    },
    mark,
  );
}

/**
 * Follows a feed topic while the component is mounted: its snapshots and deltas go into the live
 * store (which applies them once per frame). `null` follows nothing. `resume`: the answer the page
 * shows, when it came with the topic's mark (read when the topic is first followed).
 */
export function useFeedTopic(topic: Topic | null, resume?: FeedResume): void {
  const resumeNow = useEffectEvent(() => resume);
  useEffect(() => (topic === null ? undefined : follow(topic, resumeNow())), [topic]);
}

/** Follows each of these topics while the component is mounted (useFeedTopic, for a list of them). */
export function useFeedTopics(followed: readonly Topic[]): void {
  const key = followed.join(',');
  useEffect(() => {
    if (key === '') return undefined;
    const offs = key.split(',').map((topic) => follow(topic));
    return () => offs.forEach((off) => off());
  }, [key]);
}

/** The feed connection's state, for the "Reconnecting…" banner. */
export function useConnectionState(): ConnectionState {
  const client = getFeedClient();
  // Server HTML is rendered with no connection at all.
  return useSyncExternalStore(client.onStateChange, client.getState, () => 'idle');
}
