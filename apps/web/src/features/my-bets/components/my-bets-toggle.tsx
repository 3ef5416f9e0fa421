import type { ReactNode } from 'react';
import { useMyBetsButton } from '../use-my-bets-button.ts';
import MyBetsBadge from './my-bets-badge.tsx';

/**
 * A logged-in player's My Bets item (footer, desktop bar, header): toggles the modal, goes back on
 * /open_bets, and carries the open-bet count after its label, so it reads "My Bets 3 open bets". Its
 * own chunk: a visitor's item only opens the login and loads none of this.
 */
export default function MyBetsToggle({
  className,
  badgeClassName,
  children,
}: {
  className?: string | undefined;
  badgeClassName?: string | undefined;
  /** Icon and label. */
  children: ReactNode;
}) {
  const { onClick, expanded } = useMyBetsButton();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      {children} <MyBetsBadge className={badgeClassName} />
    </button>
  );
}
