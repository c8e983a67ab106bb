import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { previewMarkdown } from '../api/blog-posts';

const DELAY_MS = 300;

/** The server's rendering of the Markdown, the very HTML readers will get, refreshed shortly after typing stops. */
export function useMarkdownPreview(markdown: string, initialHtml: string) {
  const [html, setHtml] = useState(initialHtml);
  const [error, setError] = useState<string | null>(null);
  const [isUpdating, setUpdating] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setUpdating(true);
    const timer = setTimeout(() => {
      previewMarkdown(markdown, controller.signal)
        .then((result) => {
          setHtml(result.html);
          setError(null);
        })
        .catch((reason: unknown) => {
          if (!controller.signal.aborted) setError(errorMessage(reason));
        })
        .finally(() => {
          if (!controller.signal.aborted) setUpdating(false);
        });
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);
  return { html, error, isUpdating };
}
