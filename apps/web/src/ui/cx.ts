/**
 * Joins class names, skipping empty ones; always a string (CSS-module lookups are typed
 * `string | undefined` under noUncheckedIndexedAccess).
 *
 * @example <div className={cx(styles.row, active && styles.active)} />
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
