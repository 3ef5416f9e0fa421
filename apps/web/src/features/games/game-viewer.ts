import type { Settings } from '@sb/contract';
import {
  gameSectionAccess,
  gameSectionOfPath,
  type GameSection,
  type GameSectionAccess,
  type GameSectionViewer,
} from '@sb/domain';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../api/settings.ts';
import { cmsTarget } from '../../lib/routing/cms-link.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';
import { playerDetailsQueryOptions } from '../account/index.ts';

/*
 * Who is looking at the game sections (SPEC.md §6, §9; domain games/game-sections.ts): logged in or
 * not, the currency (the player's, else the brand's), and from the player's details the §3
 * third-party accounts and the partner-matrix flag. docs/decisions/games-web.md.
 */

const ALL_ACCOUNTS: GameSectionViewer['thirdPartyAccounts'] = [
  'betradar',
  'dst',
  'edge',
  'esportsbull',
  'highlight',
  'inspired',
  'kiron',
  'kryptium',
  'parlaybay',
  'powerball',
  'scout',
  'virtuals',
  'esports',
];

/**
 * Whether the player's details could change what this viewer gets of the section (today the
 * exchange and Pinnacle): the domain's answer for the most and the least an account can hold. Only
 * then are the details asked for, so a page or menu without such a section costs no call.
 */
export function accessNeedsAccount(
  section: GameSection,
  settings: Settings,
  viewer: Pick<GameSectionViewer, 'loggedIn' | 'currency'>,
): boolean {
  if (!viewer.loggedIn) return false;
  const most = gameSectionAccess(section, settings, {
    ...viewer,
    thirdPartyAccounts: ALL_ACCOUNTS,
    isPartnerMatrixAffiliate: false,
  });
  const least = gameSectionAccess(section, settings, {
    ...viewer,
    thirdPartyAccounts: [],
    isPartnerMatrixAffiliate: true,
  });
  return most.kind !== least.kind;
}

export interface GameViewer {
  settings: Settings | undefined;
  viewer: GameSectionViewer;
  /** The player's details are still on their way (only when `needsAccount` asked for them). */
  accountPending: boolean;
}

/**
 * The viewer of the game sections. `needsAccount(loggedIn, currency)`: whether to ask for the
 * player's details (a visitor's never are); until they answer, the viewer holds no third-party
 * account and counts as an affiliate, so that nothing gated on them shows before it may.
 */
export function useGameViewer(
  needsAccount: (settings: Settings, viewer: Pick<GameSectionViewer, 'loggedIn' | 'currency'>) => boolean,
): GameViewer {
  const settings = useSettings();
  const session = useLoggedInSession();
  const base = {
    loggedIn: session !== null,
    currency: session?.currency || settings?.currencyCode || '',
  };
  const wanted = session !== null && settings !== undefined && needsAccount(settings, base);
  const details = useQuery({
    ...playerDetailsQueryOptions(session?.username ?? ''),
    enabled: wanted,
  });
  const known = wanted ? details.data : undefined;
  return {
    settings,
    viewer: {
      ...base,
      thirdPartyAccounts: known?.thirdPartyAccounts ?? [],
      isPartnerMatrixAffiliate: wanted ? (known?.isPartnerMatrixAffiliate ?? true) : false,
    },
    accountPending: wanted && details.isPending,
  };
}

/** The section a CMS link (with or without the locale) opens, if any; none for a link off the site. */
export function gameSectionOfLink(link: string, locale: string): GameSection | undefined {
  if (!link) return undefined;
  const target = cmsTarget(link, locale);
  if (target.kind === 'external') return undefined;
  return gameSectionOfPath(target.to.slice(`/${locale}`.length));
}

/** What the viewer gets of a section (domain gameSectionAccess), once the settings are known. */
export function accessOf(
  section: GameSection,
  { settings, viewer }: Pick<GameViewer, 'settings' | 'viewer'>,
): GameSectionAccess | undefined {
  return settings ? gameSectionAccess(section, settings, viewer) : undefined;
}
