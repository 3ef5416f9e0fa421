import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './page.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): Left/Right/Home/End move between tabs and
 * select them; only the selected tab is in the Tab order, and its panel follows.
 * TODO(web shell): move to src/ui/ if other features need tabs.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    e.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <>
      <div ref={listRef} className={styles.tabs} role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        className={styles.tabPanel}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${selected}`}
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
