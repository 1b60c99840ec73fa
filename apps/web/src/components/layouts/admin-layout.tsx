import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

type AdminLayoutProps = {
  title: string;
  /** Right side of the header: the signed-in admin and the sign-out button. */
  account: ReactNode;
  /** Sub-screens show a link back to the dashboard. */
  showBackLink?: boolean;
  children: ReactNode;
};

export function AdminLayout({ title, account, showBackLink = true, children }: AdminLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="min-h-dvh bg-paper">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-2">
            <LogoMark className="size-8" />
            <span className="font-display text-lg font-semibold text-ink">Admin</span>
          </div>
          {account}
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        {showBackLink && (
          <TextLink href={paths.admin.dashboard} className="w-fit text-sm no-underline hover:underline">
            ← Back to the Admin Panel
          </TextLink>
        )}
        <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}
