import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

type ContentLayoutProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** A page's title block followed by its content. */
export function ContentLayout({ title, description, children }: ContentLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
        {description && <p className="mt-2 text-ink-soft">{description}</p>}
      </div>
      {children}
    </div>
  );
}
