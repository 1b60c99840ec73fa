import type { ReactNode } from 'react';
import { WatercolorWash } from '@/components/ui/watercolor-wash';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A single card in the middle of a soft wash: payment results, not found, admin sign-in. */
export function CenteredLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="relative flex min-h-dvh items-center justify-center px-4 py-10">
      <WatercolorWash className="fixed inset-0 -z-10 opacity-50" />
      <main id="main" className="w-full max-w-md">
        {children}
      </main>
    </div>
  );
}
