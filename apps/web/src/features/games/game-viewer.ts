import type { Settings } from '@sb/contract';
import type { GameSectionViewer } from '@sb/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../../api/settings.ts';
import { useLoggedInSession } from '../../lib/session/session-store.ts';

/*
 * Who is looking at the game sections (SPEC.md §6, §9): logged in or not, the currency (the
 * player's, else the brand's), and from the player's details the §3 third-party accounts and the
 * partner-matrix flag. In every page's first load (the menus ask it), so it holds no gating rule:
 * that is game-access.ts, which comes with a section page, or after hydration for the menus.
 * docs/decisions/games-web.md.
 */

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
  const queryClient = useQueryClient();
  const username = session?.username ?? '';
  // The account's details query, through its cache; its code (and the account paths) loads only
  // when a section depends on an account, so no page's first load carries it for the menus.
  const details = useQuery({
    queryKey: ['games', 'viewer-details', username],
    queryFn: async () => {
      const { playerDetailsQueryOptions } = await import('../account/index.ts');
      return queryClient.fetchQuery(playerDetailsQueryOptions(username));
    },
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
