import { AdvertSlot } from '../features/content/adverts/advert-slot.tsx';
import { JackpotListPage } from '../features/jackpot/components/jackpot-list-page.tsx';

/** /jackpot (SPEC.md §2): the operator's jackpot banner (§7 jackpot_banner), then the pools in the visitor's currency. */
export function Component() {
  return (
    <>
      <AdvertSlot placement="jackpot_banner" />
      <JackpotListPage />
    </>
  );
}
