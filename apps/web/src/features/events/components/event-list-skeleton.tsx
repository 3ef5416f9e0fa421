import { Skeleton } from '../../../ui/skeleton.tsx';
import styles from '../../../ui/page/event-list.module.css';

/** Placeholder rows shaped like event rows (kick-off, two names, three prices), inside a busy region. */
export function EventListSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div className={styles.list} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.league}>
        <ul className={styles.rows}>
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} className={styles.row}>
              <span className={styles.time}>
                <Skeleton width={40} height={10} />
                <Skeleton width={34} height={12} />
              </span>
              <span className={styles.match}>
                <Skeleton width="70%" height={12} />
                <Skeleton width="55%" height={12} className={styles.skeletonGap} />
              </span>
              <span className={styles.prices}>
                <Skeleton height={44} />
                <Skeleton height={44} />
                <Skeleton height={44} />
              </span>
              <Skeleton width={28} height={14} className={styles.skeletonMore} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
