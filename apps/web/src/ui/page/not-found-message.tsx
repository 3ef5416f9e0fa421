import { Link } from 'react-router';
import { usePageStatus } from './use-page-status.ts';
import { buttonClassName } from '../button.tsx';
import { EmptyState } from '../empty-state.tsx';
import styles from './page.module.css';

/**
 * A page whose sport, league, event or coupon does not exist: says so and offers a way on. Rendered
 * on the server, the page answers 404.
 */
export function NotFoundMessage({
  title,
  message,
  linkLabel,
  linkTo,
}: {
  title: string;
  message: string;
  linkLabel: string;
  linkTo: string;
}) {
  usePageStatus(404);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <EmptyState title={message} icon="info">
        <Link className={buttonClassName({ variant: 'primary' })} to={linkTo}>
          {linkLabel}
        </Link>
      </EmptyState>
    </div>
  );
}
