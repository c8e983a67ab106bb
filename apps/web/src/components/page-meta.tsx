import { createContext, useContext, useEffect } from 'react';
import { applyPageMeta, DEFAULT_META, type PageHead } from '@/lib/page-meta';

/** Set only while the build renders a page to HTML: the page's meta lands here instead of in a document. */
export const PageMetaCollector = createContext<{ meta: PageHead | null } | null>(null);

/**
 * The title, description and Open Graph tags of the page it is rendered in. Leaving the page puts the site's
 * defaults back, so a screen without its own never shows the previous page's title.
 */
export function PageMeta({ title, description, type, noindex }: PageHead) {
  const collector = useContext(PageMetaCollector);
  if (collector) collector.meta = { title, description, type, noindex };
  useEffect(() => {
    applyPageMeta({ title, description, type, noindex });
    return () => applyPageMeta(DEFAULT_META);
  }, [title, description, type, noindex]);
  return null;
}
