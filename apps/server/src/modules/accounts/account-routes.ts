import {
  AccountIdParams,
  AccountInfo,
  AccountPrefs,
  AccountPrefsPatch,
  apiRoutes,
  BalanceQuery,
  BalanceResponse,
  Favourites,
  PlayerDetails,
  PlayerUpdate,
  RealMoneyBonusesChoice,
  UsernameParams,
  WalletResponse,
  type OddsType,
} from '@sb/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { InputError } from '../../errors.ts';
import { replaceFavouriteIds } from '@sb/domain';
import {
  findFavourites,
  findPrefs,
  saveFavourites,
  savePrefs,
  saveRealMoneyBonuses,
} from './accounts-repository.ts';
import { callerOf } from './accounts-service.ts';
import { guardRefusals, playerScope } from './player-scope.ts';
import {
  accountInfo,
  accountPrefs,
  balanceResponse,
  DEFAULT_PREFS,
  playerDetails,
  realMoneyBonusesOf,
  sportsbookWallet,
} from './account-views.ts';
import { balances, hasDeposited, walletState } from './wallet-repository.ts';

/** The player's account, preferences and balance (SPEC.md §7 "Account"). */
export const accountRoutes: FastifyPluginCallbackZod = playerScope((app, _options, done) => {
  const prefsOf = async (playerId: number) => (await findPrefs(app.db, playerId)) ?? DEFAULT_PREFS;

  app.get(
    apiRoutes.accountInfo,
    { schema: { params: AccountIdParams, response: { 200: AccountInfo, ...guardRefusals } } },
    async (request) => {
      const { player, session } = callerOf(request);
      return accountInfo(player, session, await hasDeposited(app.db, player.id));
    },
  );

  /**
   * §7 "PUT /xapi/rest/accounts/{accountId} (wasSetRealMoneyBonuses, realMoneyBonuses)": the player's
   * choice of bonuses paid as real money, stored on the account (null until chosen, cleared by
   * wasSetRealMoneyBonuses false); the answer is the choice as stored.
   */
  app.put(
    apiRoutes.account,
    {
      schema: {
        params: AccountIdParams,
        body: RealMoneyBonusesChoice,
        response: { 200: RealMoneyBonusesChoice, ...guardRefusals },
      },
    },
    async (request) => {
      const { player } = callerOf(request);
      const { wasSetRealMoneyBonuses, realMoneyBonuses } = request.body;
      const choice = wasSetRealMoneyBonuses ? realMoneyBonuses : null;
      await saveRealMoneyBonuses(app.db, player.id, choice);
      return realMoneyBonusesOf({ ...player, realMoneyBonuses: choice });
    },
  );

  // §7 "GET {api}/accounts/me/profile": the caller's details, as the icore details call answers them.
  app.get(
    apiRoutes.profile,
    { schema: { response: { 200: PlayerDetails, ...guardRefusals } } },
    async (request) => {
      const { player } = callerOf(request);
      return playerDetails(player, await prefsOf(player.id));
    },
  );

  app.get(
    apiRoutes.accountPrefs,
    { schema: { params: AccountIdParams, response: { 200: AccountPrefs, ...guardRefusals } } },
    async (request) => accountPrefs(await prefsOf(callerOf(request).player.id)),
  );

  app.patch(
    apiRoutes.accountPrefs,
    {
      schema: {
        params: AccountIdParams,
        body: AccountPrefsPatch,
        response: { 200: AccountPrefs, ...guardRefusals },
      },
    },
    async (request) => {
      const { player } = callerOf(request);
      const patch = request.body;
      const current = await prefsOf(player.id);
      const next = {
        priceFormat: patch.price_format ?? current.priceFormat,
        layout: patch.layout ?? current.layout,
        defaultStake: patch.default_stake ?? current.defaultStake,
        sortBy: patch.sort_by ?? current.sortBy,
        acceptHigherOdds: patch.accept_higher_odds ?? current.acceptHigherOdds,
        theme: patch.theme ?? current.theme,
      };
      await savePrefs(app.db, player.id, next);
      return accountPrefs(next);
    },
  );

  /**
   * The player's favourite events (SPEC.md §3 "Favourites"; no §7 path: beside accountPrefs). PUT
   * replaces the list (at most FAVOURITES_MAX ids, else a 400) and answers it as saved: each id once,
   * first place kept. The web merges the browser's list into it at login (union).
   */
  app.get(
    apiRoutes.favourites,
    { schema: { params: AccountIdParams, response: { 200: Favourites, ...guardRefusals } } },
    async (request): Promise<Favourites> => ({
      eventIds: await findFavourites(app.db, callerOf(request).player.id),
    }),
  );

  app.put(
    apiRoutes.favourites,
    {
      schema: {
        params: AccountIdParams,
        body: Favourites,
        response: { 200: Favourites, ...guardRefusals },
      },
    },
    async (request): Promise<Favourites> => {
      const eventIds = [...replaceFavouriteIds(request.body.eventIds)];
      await saveFavourites(app.db, callerOf(request).player.id, eventIds, new Date());
      return { eventIds };
    },
  );

  app.get(
    apiRoutes.playerDetails,
    { schema: { params: UsernameParams, response: { 200: PlayerDetails, ...guardRefusals } } },
    async (request) => {
      const { player } = callerOf(request);
      return playerDetails(player, await prefsOf(player.id));
    },
  );

  /** The player update of §7: priceFormat in upper case and the default stake. */
  app.put(
    apiRoutes.playerDetails,
    {
      schema: {
        params: UsernameParams,
        body: PlayerUpdate,
        response: { 200: PlayerDetails, ...guardRefusals },
      },
    },
    async (request) => {
      const { player } = callerOf(request);
      if (request.body.username.toLowerCase() !== player.username.toLowerCase())
        throw new InputError('body.username', 'Must be the player of the path');
      const next = {
        ...(await prefsOf(player.id)),
        priceFormat: request.body.priceFormat.toLowerCase() as OddsType,
        defaultStake: request.body.defaultStake,
      };
      await savePrefs(app.db, player.id, next);
      return playerDetails(player, next);
    },
  );

  app.get(
    apiRoutes.balance,
    { schema: { querystring: BalanceQuery, response: { 200: BalanceResponse, ...guardRefusals } } },
    async (request) => {
      const { player } = callerOf(request);
      return balanceResponse(player, await balances(app.db, player.id));
    },
  );

  app.get(
    apiRoutes.sportsbookWallet,
    {
      schema: {
        params: UsernameParams,
        querystring: BalanceQuery,
        response: { 200: WalletResponse, ...guardRefusals },
      },
    },
    async (request) => {
      const { player } = callerOf(request);
      const wallet = await walletState(app.db, player.id);
      const body: WalletResponse = {
        wallets: [sportsbookWallet(player, wallet.balances, wallet.wageringLeft)],
      };
      return body;
    },
  );

  done();
});
