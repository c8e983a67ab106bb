import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from '../ui/alert';

const PREVIEW_BYTES = 256 * 1024;

/** The first 256 KB of a text file, asked for with a Range request so a huge log does not stall a phone. */
export function TextPreview({ url, size }: { url: string; size: number }) {
  const text = useQuery({
    queryKey: ['public-file-text', url],
    queryFn: async () => {
      const response = await fetch(url, {
        headers: { range: `bytes=0-${PREVIEW_BYTES - 1}` },
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error('This file could not be loaded.');
      return response.text();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (text.isPending) return <Skeleton shape="box" height={240} />;
  if (text.isError) return <Alert severity="warning">{text.error.message}</Alert>;
  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to scroll it. */}
      <pre className="cp-text-preview" tabIndex={0}>
        {text.data}
      </pre>
      {size > PREVIEW_BYTES && (
        <p className="cp-caption cp-muted">Showing the beginning of the file. Download it to read the rest.</p>
      )}
    </div>
  );
}
