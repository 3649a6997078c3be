import { useEffect } from 'react';

/** Each admin page names itself in the browser tab and history: "Returns · Roundtrip". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Roundtrip`;
  }, [title]);
}
