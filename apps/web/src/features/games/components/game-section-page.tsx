import type { GameCode } from '@sb/contract';
import {
  GAME_SECTION_PATHS,
  gameDemoUrl,
  paths,
  type GameSection,
  type GameSectionRefusal,
} from '@sb/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HttpError } from '../../../api/http.ts';
import { useHydrated } from '../../../hooks/render-env.ts';
import { useLocale } from '../../../hooks/use-locale.ts';
import { BALANCE_KEY } from '../../../lib/money/get-balance.ts';
import { useLoggedInSession } from '../../../lib/session/session-store.ts';
import { usePageTitle } from '../../../lib/shell/use-page-title.ts';
import { useShellStore } from '../../../lib/shell/shell-store.ts';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { NotFoundMessage } from '../../../ui/page/not-found-message.tsx';
import { Skeleton, SkeletonList } from '../../../ui/skeleton.tsx';
import { useLaunchGame } from '../api/launch-game.ts';
import { accessNeedsAccount, accessOf } from '../game-access.ts';
import { useGameViewer } from '../game-viewer.ts';
import styles from '../games.module.css';
import { GameFrame } from './game-frame.tsx';

/** Leap's lobby (/sports/leap), or one of its games (/sports/leap/{gameId}). */
const leapHref = (locale: string, gameId?: string) =>
  `/${locale}/${GAME_SECTION_PATHS.leap}${gameId === undefined ? '' : `/${encodeURIComponent(gameId)}`}`;

export interface GameSectionPageProps {
  section: GameSection;
  /** Leap only (/sports/leap/{gameId}): the game asked for; absent, Leap's lobby. */
  gameId?: string | undefined;
  /** Content-only mode (no header, no footer bar): the frame takes that room too. */
  contentOnly: boolean;
}

/**
 * An embedded game section of SPEC.md §2 (/sports/kiron ..., /cryptoblast, /powerball,
 * /sports/leap/[[...leapGameId]]): the game for real money, for fun, a request to log in, or why it
 * is not offered (domain gameSectionAccess: §6 settings and accounts, §9 currencies).
 * docs/decisions/games-web.md.
 */
export function GameSectionPage({ section, gameId, contentOnly }: GameSectionPageProps) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  const locale = useLocale();
  const name = t(`sections.${section.id}`);
  const game = useGameViewer((settings, viewer) => accessNeedsAccount(section, settings, viewer));
  const access = accessOf(section, game);
  const lobby = section.id === 'leap' && gameId === undefined;
  const gameCode = lobby ? undefined : gameOf(section, gameId);
  const gameName = gameCode && section.games.length > 1 ? t(`games.${gameCode}`) : undefined;
  usePageTitle(gameName ? `${gameName} | ${name}` : name);

  if (!access || game.accountPending) {
    return (
      <Page name={name}>
        <SkeletonList rows={1} height={480} label={t('loading')} />
      </Page>
    );
  }
  if (access.kind === 'unavailable') {
    return (
      <Page name={name}>
        <Unavailable name={name} reason={access.reason} currency={game.viewer.currency} />
      </Page>
    );
  }
  if (lobby) {
    return (
      <Page name={name}>
        <LeapLobby section={section} />
      </Page>
    );
  }
  if (!gameCode) {
    return (
      <NotFoundMessage
        title={t('noSuchGame.title')}
        message={t('noSuchGame.text', { name })}
        linkLabel={t('noSuchGame.back', { name })}
        linkTo={leapHref(locale)}
      />
    );
  }
  const providerOrigin = game.settings?.games_provider_origin ?? '';
  // Fun play needs the provider's demo; a site without one asks the visitor to log in instead.
  if (access.kind === 'login' || (access.kind === 'demo' && providerOrigin === '')) {
    return (
      <Page name={name}>
        <LogInToPlay name={name} />
      </Page>
    );
  }
  const back = gameName && (
    <Link className={styles.back} to={leapHref(locale)}>
      <Icon name="chevron-left" size={16} />
      {t('leap.all', { name })}
    </Link>
  );
  return (
    <Page name={gameName ?? name} playing contentOnly={contentOnly} aside={back}>
      {access.kind === 'demo' ? (
        <DemoGame
          title={gameName ?? name}
          gameCode={gameCode}
          providerOrigin={providerOrigin}
          currency={game.viewer.currency}
        />
      ) : (
        <RealGame key={gameCode} title={gameName ?? name} gameCode={gameCode} section={section} />
      )}
    </Page>
  );
}

/** The section's game: Leap's by its id (undefined for an unknown one), any other's first. */
function gameOf(section: GameSection, gameId: string | undefined): GameCode | undefined {
  if (gameId === undefined) return section.games[0];
  return section.games.find((code) => code === gameId);
}

function Page({
  name,
  playing = false,
  contentOnly = false,
  aside,
  children,
}: {
  name: string;
  playing?: boolean;
  contentOnly?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.page, playing && styles.playing, contentOnly && styles.contentOnly)}>
      <div className={styles.header}>
        <h1 className={styles.title}>{name}</h1>
        {aside}
      </div>
      {children}
    </div>
  );
}

const REASON_KEY: Record<GameSectionRefusal, string> = {
  settings: 'unavailable.settings',
  currency: 'unavailable.currency',
  account: 'unavailable.account',
};

/** Why the section is not offered (§6, §9), with the way back to sports. */
function Unavailable({
  name,
  reason,
  currency,
}: {
  name: string;
  reason: GameSectionRefusal;
  currency: string;
}) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  const locale = useLocale();
  return (
    <div className={styles.notice}>
      <Icon name="info" size={32} />
      <p className={styles.noticeTitle}>{t(REASON_KEY[reason], { name, currency })}</p>
      <Link className={buttonClassName({ variant: 'primary' })} to={paths.sports.href(locale)}>
        {t('unavailable.browse')}
      </Link>
    </div>
  );
}

function LogInToPlay({ name }: { name: string }) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  const open = useShellStore((s) => s.open);
  return (
    <div className={styles.notice}>
      <Icon name="lock" size={32} />
      <p className={styles.noticeTitle}>{t('login.text', { name })}</p>
      <Button variant="primary" aria-haspopup="dialog" onClick={() => open('login')}>
        {t('login.button')}
      </Button>
    </div>
  );
}

/** Leap's lobby (/sports/leap): its games, each a link to its page. */
function LeapLobby({ section }: { section: GameSection }) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  const locale = useLocale();
  return (
    <ul className={styles.lobby} aria-label={t('leap.games')}>
      {section.games.map((code) => (
        <li key={code}>
          <Link className={styles.lobbyGame} to={leapHref(locale, code)}>
            <Icon name="games" size={28} />
            <span>{t(`games.${code}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Refreshes the header's balance from the wallet (the query the balance pill reads), once per call. */
function useRefreshBalance(): () => void {
  const queryClient = useQueryClient();
  const session = useLoggedInSession();
  const accountId = session?.id;
  return useCallback(() => {
    if (accountId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: [...BALANCE_KEY, accountId], exact: true });
  }, [queryClient, accountId]);
}

/** A visitor's fun play: the provider's demo, posting its messages to this page's origin. */
function DemoGame({
  title,
  gameCode,
  providerOrigin,
  currency,
}: {
  title: string;
  gameCode: GameCode;
  providerOrigin: string;
  currency: string;
}) {
  const locale = useLocale();
  // The page's origin is the browser's to know: the server renders the frame's place only.
  const hydrated = useHydrated();
  const [round, setRound] = useState(0);
  const [ended, setEnded] = useState(false);
  if (!hydrated) return <div className={styles.stage} />;
  if (ended) return <SessionEnded onOpen={() => (setEnded(false), setRound((r) => r + 1))} />;
  const src = gameDemoUrl(providerOrigin, {
    gameCode,
    lobbyOrigin: window.location.origin,
    locale,
    currency,
  });
  return (
    <div className={styles.stage}>
      <GameFrame key={round} src={src} title={title} onBalance={noop} onSessionEnded={() => setEnded(true)} />
    </div>
  );
}

const noop = () => undefined;

/**
 * A player's game: a launch URL asked for on mount and on every "Open the game again" (each URL's
 * token opens the game once), never reused, never asked for ahead.
 */
function RealGame({ title, gameCode, section }: { title: string; gameCode: GameCode; section: GameSection }) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  const launch = useLaunchGame();
  const { mutate } = launch;
  const refreshBalance = useRefreshBalance();
  const [attempt, setAttempt] = useState(0);
  const [ended, setEnded] = useState(false);
  // One launch per attempt, also when an effect runs twice (StrictMode, a remount of the same attempt).
  const launched = useRef(-1);
  useEffect(() => {
    if (launched.current === attempt) return;
    launched.current = attempt;
    mutate({ gameCode, sectionId: section.id, attempt });
  }, [attempt, gameCode, section.id, mutate]);
  const again = () => {
    setEnded(false);
    setAttempt((a) => a + 1);
  };

  // The launch of this attempt: until its effect has run, the previous one's answer (a spent URL)
  // or failure is not this attempt's.
  const current = launch.variables?.attempt === attempt;
  if (current && launch.isError) {
    const error = launch.error;
    if (error instanceof HttpError && error.status === 403) {
      return <Unavailable name={title} reason="account" currency="" />;
    }
    return (
      <ErrorState
        message={error instanceof HttpError && error.status === 0 ? t('offline') : t('failed')}
        onRetry={again}
      />
    );
  }
  if (ended) return <SessionEnded onOpen={again} />;
  if (!current || !launch.data || launch.isPending) {
    return (
      <div className={styles.stage} role="status" aria-busy="true" aria-label={t('opening')}>
        <Skeleton height="100%" />
      </div>
    );
  }
  return (
    <div className={styles.stage}>
      <GameFrame
        key={attempt}
        src={launch.data.url}
        title={title}
        onBalance={refreshBalance}
        onSessionEnded={() => setEnded(true)}
      />
    </div>
  );
}

function SessionEnded({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation('pages', { keyPrefix: 'games' });
  return (
    <div className={cx(styles.stage, styles.notice)} role="status">
      <p className={styles.noticeTitle}>{t('ended.text')}</p>
      <Button variant="primary" onClick={onOpen}>
        {t('ended.again')}
      </Button>
    </div>
  );
}
