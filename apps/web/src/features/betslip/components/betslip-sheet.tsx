import { useTranslation } from 'react-i18next';
import { useBetslipStore } from '../betslip-store.ts';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { BetslipContent } from './betslip-panel.tsx';
import { betslipActions } from '../betslip-actions.ts';

/**
 * The betslip on phones and narrow desktops: a sheet over the page with a backdrop (SPEC.md §2
 * "mobile overlay with backdrop"). Closing it (close button, Escape, backdrop) collapses the slip
 * (§4 "Closing the mobile backdrop sets expansion false"), except while a bet is being placed or
 * waits for approval (§4: closing is allowed only then). Loaded lazily.
 */
export default function BetslipSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const close = () => {
    const store = useBetslipStore.getState();
    if (store.betPlacing || store.statusWaitApproval) return;
    betslipActions.setExpanded(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={t('betslip.title')} variant="sheet">
      <BetslipContent />
    </Dialog>
  );
}
