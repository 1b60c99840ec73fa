import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-madder text-white shadow-sm hover:bg-madder-deep disabled:bg-madder/60',
  secondary: 'border border-line bg-white text-ink shadow-sm hover:bg-paper-deep disabled:text-ink-soft',
  ghost: 'text-ink hover:bg-paper-deep disabled:text-ink-soft',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** Button look, also used by links that should look like buttons. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'focus-ring',
    'disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and disables the button. */
  busy?: boolean;
};

export function Button({ variant, size, busy = false, className, type = 'button', disabled, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
