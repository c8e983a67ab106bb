import type { RecipientReading, RecipientReadingFile } from '@clientdock/shared';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** "Read 9 of 12 pages of Brief.pdf", "Watched 80% of Cut v2.mp4", "Looked at Logo.png". */
export function describeReadFile(file: RecipientReadingFile): string {
  if (file.kind === 'pdf') {
    const read = file.pagesRead ?? 0;
    return file.pageCount
      ? `Read ${read} of ${pages(file.pageCount)} of ${file.name}`
      : `Read ${pages(read)} of ${file.name}`;
  }
  if (file.kind === 'media') {
    return file.watchedPercent === null ? `Played ${file.name}` : `Watched ${file.watchedPercent}% of ${file.name}`;
  }
  return `Looked at ${file.name}`;
}

/** What a recipient read, under their status: one short line per file, most recent first. */
export function RecipientReadingLine({ who, reading }: { who: string; reading: RecipientReading }) {
  if (reading.files.length === 0) return null;
  const lines = reading.files.map(describeReadFile);
  if (reading.otherFiles > 0) {
    lines.push(`and ${reading.otherFiles} other ${reading.otherFiles === 1 ? 'file' : 'files'}`);
  }
  return (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', mt: 0.5 }}>
      <AutoStoriesOutlined fontSize="small" color="action" aria-hidden sx={{ mt: '2px', fontSize: 16 }} />
      <Box
        component="ul"
        aria-label={`What ${who} read`}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          rowGap: 0.25,
          // The same separator as the facts line above.
          '& > li:not(:last-of-type)::after': { content: '"·"', mx: 0.75, color: 'text.secondary' },
        }}
      >
        {lines.map((line) => (
          <Typography key={line} component="li" variant="body2" color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
