import { clsx } from 'clsx';

/** The studio's mark: a round palette with four wells of paint. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={clsx('shrink-0', className)} aria-hidden="true">
      <path
        d="M24 4C12 4 4 12.5 4 23.5 4 35 13 44 24 44c3 0 4.5-1.8 4.5-4 0-2.8-2.5-3.4-2.5-6 0-2.4 2-4 4.6-4H36c4.6 0 8-3.2 8-8C44 11.5 35 4 24 4z"
        fill="#fffaf3"
        stroke="#3d2c2e"
        strokeWidth="2"
      />
      <circle cx="14" cy="20" r="4.2" fill="#b4475a" />
      <circle cx="22" cy="12.5" r="4" fill="#d99a3e" />
      <circle cx="32" cy="14" r="4" fill="#3f5f9e" />
      <circle cx="14.5" cy="31" r="4" fill="#6f8f72" />
    </svg>
  );
}
