import { useEffect } from 'react';
import { SITE_NAME } from '@/config/constants';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  }, [title]);
}
