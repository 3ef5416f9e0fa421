import { visuallyHiddenClass } from '../visually-hidden.tsx';

/** The shell's place for notice popups: first in the page after the skip links (routes/app-shell.tsx). */
export const NOTICE_HOST_ID = 'sb-notices';

/**
 * Where notice popups go, and the polite region that says one has opened. The shell renders it right
 * after its skip links: a keyboard user reaches an open notice with the first Tabs of the page.
 */
export function NoticeHost({ label, announcement }: { label: string; announcement: string }) {
  return (
    <>
      <div role="status" aria-label={label} className={visuallyHiddenClass}>
        {announcement}
      </div>
      <div id={NOTICE_HOST_ID} />
    </>
  );
}
