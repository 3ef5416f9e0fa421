import { lazy, Suspense, useState } from 'react';
import { useShellStore } from '../lib/shell/shell-store.ts';

const SettingsPanel = lazy(() => import('../features/settings/components/settings-panel.tsx'));
const LoginDialog = lazy(() => import('../features/auth/components/login-dialog.tsx'));
const BetslipSheet = lazy(() => import('../features/betslip/components/betslip-sheet.tsx'));
const MenuDrawer = lazy(() =>
  import('../features/navigation/side-menu/menu-drawer.tsx').then((m) => ({ default: m.MenuDrawer })),
);

/**
 * The overlays of the shell (routes/app-shell.tsx loads this with the first one opened): each loads
 * its own code the first time it opens, and stays mounted after, so it closes with its animation and
 * opens again at once.
 */
export default function ShellOverlays({
  placement,
  betslip,
}: {
  placement: 'left' | 'right';
  /** The betslip's sheet: not on a jackpot pool's page, where the jackpot slip's sheet takes its place. */
  betslip: boolean;
}) {
  const overlay = useShellStore((s) => s.overlay);
  const close = useShellStore((s) => s.close);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (overlay && !opened.has(overlay)) setOpened(new Set([...opened, overlay]));
  return (
    <Suspense fallback={null}>
      {opened.has('menu') && <MenuDrawer placement={placement} />}
      {opened.has('settings') && <SettingsPanel open={overlay === 'settings'} onClose={close} />}
      {opened.has('login') && <LoginDialog open={overlay === 'login'} onClose={close} />}
      {opened.has('betslip') && betslip && <BetslipSheet open={overlay === 'betslip'} onClose={close} />}
    </Suspense>
  );
}
