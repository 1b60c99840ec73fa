import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

type TextLinkProps = { href: string; className?: string; children: ReactNode };

/** An in-app link that looks like a link. */
export function TextLink({ href, className, children }: TextLinkProps) {
  return (
    <Link href={href} className={clsx('focus-ring rounded-lg font-medium text-ultramarine underline underline-offset-4', className)}>
      {children}
    </Link>
  );
}
