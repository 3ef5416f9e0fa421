import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline-on-dark';
export type ButtonSize = 'sm' | 'md';

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  secondary: styles.secondary,
  ghost: styles.ghost,
  'outline-on-dark': styles.outlineOnDark,
};

/**
 * Class names of a button, for a link that must look like one (e.g. the header's Join link).
 *
 * @example <a className={buttonClassName({ variant: 'primary' })} href="/register">Join</a>
 */
export function buttonClassName({
  variant = 'secondary',
  size = 'md',
  block = false,
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}): string {
  return cx(styles.button, VARIANT_CLASS[variant], size === 'sm' && styles.sm, block && styles.block);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** For a caller that moves the focus to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** A text button. `type` defaults to "button" so that it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = buttonClassName({
    ...(variant && { variant }),
    ...(size && { size }),
    ...(block !== undefined && { block }),
  });
  return <button type={type} className={cx(classes, className)} {...rest} />;
}
