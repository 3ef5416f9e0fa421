import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../../hooks/use-media-query.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { playerDetailsQueryOptions } from '../../account/index.ts';
import styles from '../stream.module.css';
import type { Watching } from '../stream-store.ts';
import { StreamRefused } from './stream-refused.tsx';

// hls.js is 180 KB gzip: it loads with the first press of "Watch", never with the page.
const StreamPlayer = lazy(() => import('./stream-player.tsx'));

/**
 * What plays where a stream was asked for: the player for a logged-in player (full screen as their
 * details allow, picture in picture on desktop), else the ask to log in, without a call.
 */
export function StreamSlot({ watching }: { watching: Watching }) {
  const session = useLoggedInSession();
  const details = useQuery({
    ...playerDetailsQueryOptions(session?.username ?? ''),
    enabled: session !== null,
  });
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!session) return <StreamRefused refusal="STREAM_LOGIN" />;
  return (
    <Suspense fallback={<div className={styles.frame} />}>
      <StreamPlayer
        key={watching.streamId}
        streamId={watching.streamId}
        eventName={watching.eventName}
        allowFullScreen={details.data?.enableStreamFullScreen ?? false}
        allowPictureInPicture={desktop}
      />
    </Suspense>
  );
}
