import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../hooks/use-media-query.ts';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import type { Session } from '../../../lib/session/session-store.ts';
import { myBetsDispatch, useMyBetsStore } from '../my-bets-store.ts';
import { MyBetsTabs } from './bets-list.tsx';

/**
 * The My Bets modal (SPEC.md §2, §4): a sheet on phones, a side drawer on desktop, with the open and
 * settled tabs. Closing (button, Escape, backdrop) goes through the reducer: while a cash-out counts
 * down the modal is only hidden, and the answer still lands.
 */
export default function MyBetsModal({ session }: { session: Session }) {
  const { t } = useTranslation('my-bets');
  const desktop = useIsDesktop();
  const visible = useMyBetsStore((s) => s.modal === 'visible');
  return (
    <Dialog
      open={visible}
      onClose={() => myBetsDispatch({ type: 'close' })}
      title={t('title')}
      variant={desktop ? 'drawer-end' : 'sheet'}
    >
      <MyBetsTabs session={session} />
    </Dialog>
  );
}
