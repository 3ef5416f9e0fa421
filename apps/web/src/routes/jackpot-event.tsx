import { useParams } from 'react-router';
import { AdvertSlot } from '../features/content/adverts/advert-slot.tsx';
import { PriceActionContext, PriceBoostsContext } from '../features/events/index.ts';
import { JackpotPoolPage } from '../features/jackpot/components/jackpot-pool-page.tsx';
import { JACKPOT_PICKS, NO_BOOSTS } from '../features/jackpot/jackpot-price-action.ts';

/**
 * /jackpot/sport/{jackpotEvent} (SPEC.md §2): one pool's matches. Its prices pick on the jackpot slip,
 * not the betslip: the page gives them that meaning inside the shell's (routes/price-actions.tsx), and
 * the shell shows the jackpot slip in the betslip's place (routes/app-shell.tsx). Below the matches,
 * the operator's jackpot advert (§7 jackpot_bets).
 */
export function Component() {
  const { jackpotEvent = '' } = useParams();
  return (
    <PriceActionContext value={JACKPOT_PICKS}>
      <PriceBoostsContext value={NO_BOOSTS}>
        <JackpotPoolPage key={jackpotEvent} slug={jackpotEvent} />
        <AdvertSlot placement="jackpot_bets" />
      </PriceBoostsContext>
    </PriceActionContext>
  );
}
