import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { Icon, type IconName } from './icon.tsx';
import { cx } from './cx.ts';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  icon: IconName;
  /** The accessible name: an icon-only button must say what it does. */
  label: string;
  size?: 'sm' | 'md';
}

/**
 * A square button showing only an icon; its `label` becomes the accessible name.
 *
 * @example <IconButton icon="close" label={t('actions.close')} onClick={onClose} />
 */
export function IconButton({
  icon,
  label,
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = cx(styles.iconButton, size === 'sm' && styles.iconButtonSm, className);
  return (
    <button type={type} className={classes} aria-label={label} title={label} {...rest}>
      <Icon name={icon} size={size === 'sm' ? 18 : 22} />
    </button>
  );
}
