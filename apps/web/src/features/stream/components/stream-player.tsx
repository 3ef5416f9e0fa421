import type { StreamRefusal } from '@sb/contract';
import { nextRecovery, type RecoveryHistory, type StreamErrorKind } from '@sb/domain';
import Hls, { Events, type ErrorData } from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http.ts';
import { requestPlayback } from '../api/get-streams.ts';
import { hlsErrorKind, mediaErrorKind, refusalOf } from '../stream-errors.ts';
import styles from '../stream.module.css';
import { StreamRefused } from './stream-refused.tsx';

/** play() refuses (autoplay policy, a stream not ready): the controls stay for the player to press. */
const tryPlay = (video: HTMLVideoElement) =>
  void Promise.resolve()
    .then(() => video.play())
    .catch(() => undefined);

type Status = 'connecting' | 'playing' | 'paused' | 'recovering';

export interface StreamPlayerProps {
  streamId: string;
  eventName: string;
  /** The player's `enableStreamFullScreen` (§3 Player details). */
  allowFullScreen: boolean;
  /** Picture in picture is offered on desktop (a phone's own player has it). */
  allowPictureInPicture: boolean;
}

/**
 * The live stream (docs/decisions/streaming.md): hls.js in this lazy chunk only, muted autoplay (a
 * browser always allows it; sound waits for the unmute button), our own controls so that each has a
 * name and works by keyboard. Errors follow the domain's `nextRecovery`: a media error is recovered
 * in place at most once per few seconds; a network error waits, then asks for a new signed URL
 * (which checks access again) and loads it, never in a tight loop and never reloading the page.
 */
export default function StreamPlayer({
  streamId,
  eventName,
  allowFullScreen,
  allowPictureInPicture,
}: StreamPlayerProps) {
  const { t } = useTranslation('live');
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>('connecting');
  const [failure, setFailure] = useState<StreamErrorKind>();
  const [refusal, setRefusal] = useState<StreamRefusal>();
  const [muted, setMuted] = useState(true);
  const [fullScreen, setFullScreen] = useState(false);
  // The retry button starts the whole thing again, as a fresh mount would.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const abort = new AbortController();
    const history: RecoveryHistory = { networkRetries: 0, urlRenewals: 0 };
    let hls: Hls | undefined;
    let timer: number | undefined;
    setStatus('connecting');
    setFailure(undefined);
    setRefusal(undefined);

    const fail = (kind: StreamErrorKind) => {
      hls?.destroy();
      hls = undefined;
      setFailure(kind);
    };

    const recover = (kind: StreamErrorKind, httpStatus?: number) => {
      const step = nextRecovery({ kind, httpStatus }, history, Date.now());
      if (step.do === 'give-up') return fail(kind);
      setStatus('recovering');
      if (step.do === 'recover-media') {
        history.lastMediaRecoveryAt = Date.now();
        if (hls) hls.recoverMediaError();
        else element.load();
      } else if (step.do === 'renew-url') {
        history.urlRenewals += 1;
        void start();
      } else {
        history.networkRetries += 1;
        timer = window.setTimeout(() => void start(), step.afterMs);
      }
    };

    const onHlsError = (_event: Events.ERROR, data: ErrorData) => {
      // hls.js retries what it can by itself; only what it gives up on is ours.
      if (data.fatal) recover(hlsErrorKind(data), data.response?.code);
    };

    async function start(): Promise<void> {
      let src: string;
      try {
        src = (await requestPlayback(streamId, abort.signal)).src;
      } catch (error) {
        if (abort.signal.aborted) return;
        const refused = error instanceof HttpError ? refusalOf(error.body?.code, error.status) : undefined;
        if (refused) {
          hls?.destroy();
          hls = undefined;
          setRefusal(refused);
        } else recover('network');
        return;
      }
      if (abort.signal.aborted || !element) return;
      if (Hls.isSupported()) {
        if (!hls) {
          hls = new Hls({ backBufferLength: 30 });
          hls.on(Events.ERROR, onHlsError);
          hls.on(Events.FRAG_BUFFERED, () => {
            history.networkRetries = 0;
            history.urlRenewals = 0;
          });
          hls.on(Events.MANIFEST_PARSED, () => tryPlay(element));
          hls.attachMedia(element);
        }
        hls.loadSource(src);
      } else {
        // Safari on an iPhone plays HLS itself.
        element.src = src;
        tryPlay(element);
      }
    }

    const onPlaying = () => {
      history.networkRetries = 0;
      setStatus('playing');
    };
    const onPause = () => setStatus('paused');
    // The picture stops for want of data (a network cut): said until it moves again.
    const onWaiting = () => setStatus((now) => (now === 'connecting' ? now : 'recovering'));
    const onMediaError = () => {
      if (!hls) recover(mediaErrorKind(element.error?.code));
    };
    const onVolume = () => setMuted(element.muted);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('waiting', onWaiting);
    element.addEventListener('error', onMediaError);
    element.addEventListener('volumechange', onVolume);
    void start();
    return () => {
      abort.abort();
      window.clearTimeout(timer);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('waiting', onWaiting);
      element.removeEventListener('error', onMediaError);
      element.removeEventListener('volumechange', onVolume);
      hls?.destroy();
    };
  }, [streamId, attempt]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const canFullScreen = allowFullScreen && typeof document !== 'undefined' && document.fullscreenEnabled;
  const canPip = allowPictureInPicture && typeof document !== 'undefined' && document.pictureInPictureEnabled;
  const playing = status === 'playing';

  if (refusal) return <StreamRefused refusal={refusal} />;

  return (
    <div ref={frame} className={styles.frame}>
      <video
        ref={video}
        className={styles.video}
        aria-label={t('player.video', { event: eventName })}
        muted
        autoPlay
        playsInline
        disablePictureInPicture={!canPip}
      />
      <p className={styles.status} role="status">
        {failure ? '' : t(`player.${status}`)}
      </p>
      {failure ? (
        <div className={styles.failure} role="alert">
          <p>{t(`player.error.${failure}`)}</p>
          <button type="button" className={styles.control} onClick={() => setAttempt((n) => n + 1)}>
            {t('player.retry')}
          </button>
        </div>
      ) : (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              const element = video.current;
              if (!element) return;
              if (element.paused) tryPlay(element);
              else element.pause();
            }}
          >
            {playing ? t('player.pause') : t('player.play')}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              const element = video.current;
              if (!element) return;
              // A press is the gesture that sound needs.
              element.muted = !element.muted;
              if (!element.muted) tryPlay(element);
            }}
          >
            {muted ? t('player.unmute') : t('player.mute')}
          </button>
          {canPip && (
            <button
              type="button"
              className={styles.control}
              onClick={() => void video.current?.requestPictureInPicture().catch(() => undefined)}
            >
              {t('player.pictureInPicture')}
            </button>
          )}
          {canFullScreen && (
            <button
              type="button"
              className={styles.control}
              onClick={() =>
                void (fullScreen ? document.exitFullscreen() : frame.current?.requestFullscreen())?.catch(
                  () => undefined,
                )
              }
            >
              {fullScreen ? t('player.exitFullScreen') : t('player.fullScreen')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
