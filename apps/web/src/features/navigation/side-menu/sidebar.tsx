import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/icon-button.tsx';
import { SideMenu } from './side-menu.tsx';
import { useSidebarStore } from './sidebar-store.ts';
import styles from './sidebar.module.css';
import { cx } from '../../../ui/cx.ts';

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Desktop side menu (SPEC.md §2, §4): open by default, collapsible to a rail of icons (the choice
 * is persisted); while collapsed, hovering or focusing it shows the whole menu over the content.
 */
export function Sidebar({ placement }: { placement: 'left' | 'right' }) {
  const { t } = useTranslation('common');
  const open = useSidebarStore((s) => s.open);
  const toggle = useSidebarStore((s) => s.toggle);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = open || hovered || focused;
  const classes = cx(
    styles.sidebar,
    placement === 'right' && styles.right,
    !open && !expanded && styles.rail,
    !open && expanded && styles.floating,
  );

  return (
    <aside
      className={classes}
      aria-label={t('menu.sidebar')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus opens the rail like hover does; a mouse click (e.g. on Collapse) must not.
      onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.panel}>
        <div className={styles.toolbar}>
          <IconButton
            icon="sidebar"
            size="sm"
            label={open ? t('menu.collapse') : t('menu.expand')}
            onClick={toggle}
          />
        </div>
        <div className={styles.scroll}>
          <SideMenu collapsed={!expanded} />
        </div>
      </div>
    </aside>
  );
}
