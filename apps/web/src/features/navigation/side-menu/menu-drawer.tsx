import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/overlay/dialog.tsx';
import { SkeletonList } from '../../../ui/skeleton.tsx';
import { useOverlayOpen, useShellStore } from '../../../lib/shell/shell-store.ts';

// Phones load the menu's code the first time the drawer opens.
const SideMenu = lazy(() => import('./side-menu.tsx').then((m) => ({ default: m.SideMenu })));

/**
 * The side menu as a drawer (phones, or desktop layouts without a side column): a modal dialog, so
 * focus stays inside and Escape closes it; not persisted (SPEC.md §4). Any navigation closes it.
 */
export function MenuDrawer({ placement }: { placement: 'left' | 'right' }) {
  const { t } = useTranslation('common');
  const open = useOverlayOpen('menu');
  const close = useShellStore((s) => s.close);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('menu.title')}
      variant={placement === 'right' ? 'drawer-end' : 'drawer-start'}
      flush
    >
      <Suspense fallback={<SkeletonList rows={8} height={34} label={t('status.loading')} />}>
        <SideMenu showLanguage />
      </Suspense>
    </Dialog>
  );
}
