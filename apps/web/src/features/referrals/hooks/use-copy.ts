import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { copyText } from '@/lib/copy-text';

/** The "copied" indicator resets after 2 s (docs/product/engagement.md §9). */
export const COPIED_RESET_MS = 2000;

/**
 * Copies text with the documented toasts: `title` on success ('Link Copied!', 'Copied!'), 'Copy Failed' when the
 * browser refuses. `copied` names what was copied last, for 2 s.
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy(text: string, key: string, title: string) {
    if (await copyText(text)) {
      setCopied(key);
      toast({ title, variant: 'success' });
    } else {
      toast({ title: 'Copy Failed', description: 'Please manually copy the text below', variant: 'destructive' });
    }
  }

  return { copied, copy };
}
