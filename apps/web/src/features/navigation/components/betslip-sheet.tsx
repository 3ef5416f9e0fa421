import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog.tsx';
import { BetslipContent } from './betslip-panel.tsx';

/**
 * The betslip on phones and narrow desktops: a sheet over the page (SPEC.md §2 "mobile overlay with
 * backdrop"). Until the betslip issue it shows what the betslip holds. Loaded lazily.
 */
export default function BetslipSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onClose={onClose} title={t('betslip.title')} variant="sheet">
      <BetslipContent />
    </Dialog>
  );
}
