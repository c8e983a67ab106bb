import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

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
  if (text.isPending) return <Skeleton variant="rectangular" height={240} sx={{ borderRadius: 1 }} />;
  if (text.isError) return <Alert severity="warning">{text.error.message}</Alert>;
  return (
    <Box>
      <Box
        component="pre"
        tabIndex={0}
        sx={{
          m: 0,
          p: 2,
          maxHeight: '60vh',
          overflow: 'auto',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text.data}
      </Box>
      {size > PREVIEW_BYTES && (
        <Typography variant="caption" color="text.secondary">
          Showing the beginning of the file. Download it to read the rest.
        </Typography>
      )}
    </Box>
  );
}
