import { Skeleton } from '../ui/skeleton.tsx';
import styles from './boot-skeleton.module.css';

/**
 * The outline of the shell (navy header, content blocks, footer bar) shown while the first route
 * modules and the visitor's language load: never a blank page. It has no text, so it needs no i18n.
 */
export function BootSkeleton({ contentOnly = false }: { contentOnly?: boolean }) {
  return (
    <div className={styles.shell} aria-busy="true">
      {!contentOnly && <div className={styles.header} />}
      <div className={styles.main}>
        <Skeleton height={38} width="60%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
      {!contentOnly && <div className={styles.footer} />}
    </div>
  );
}

/** The page area's outline while a page's module arrives on a first visit; the shell stays. */
export function PageSkeleton() {
  return (
    <div className={styles.main} aria-busy="true">
      <Skeleton height={38} width="60%" />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </div>
  );
}
