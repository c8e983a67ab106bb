import type { ReadingVisitor, ReadingVisitorFile } from '@clientdock/shared';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useReading } from '../api/get-reading';
import { formatReadingTime, plural } from '../lib/reading-time';
import { ActivityEmpty, ActivityError } from './activity-empty';
import { FileReading } from './file-reading';

/** "opened Brief.pdf 3 times, read 9 of 12 pages, spent 4 min on page 3, downloaded v2" */
export function describeVisitorFile(file: ReadingVisitorFile): string {
  const parts = [`opened ${file.name} ${file.opens === 1 ? 'once' : `${file.opens} times`}`];
  if (file.pagesRead > 0) {
    parts.push(
      file.pageCount ? `read ${file.pagesRead} of ${file.pageCount} pages` : `read ${plural(file.pagesRead, 'page')}`,
    );
  }
  if (file.longestPage && file.pagesRead > 1) {
    parts.push(`spent ${formatReadingTime(file.longestPage.seconds)} on page ${file.longestPage.page}`);
  } else if (file.totalSeconds > 0) {
    parts.push(`spent ${formatReadingTime(file.totalSeconds)}`);
  }
  if (file.watchedPercent !== null) parts.push(`watched ${file.watchedPercent}%`);
  const downloaded = describeDownloads(file);
  if (downloaded) parts.push(downloaded);
  return parts.join(', ');
}

const versionList = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * "downloaded v2", "downloaded v1 and v2 (the latest is v3)"; for a file that never had a second version, or
 * downloads from before versions were recorded, "downloaded it twice".
 */
export function describeDownloads(file: ReadingVisitorFile): string | null {
  if (file.downloads === 0) return null;
  const versions = file.downloadedVersions;
  if (versions.length === 0 || (file.latestVersion === 1 && versions.every((version) => version === 1))) {
    return `downloaded it ${file.downloads === 1 ? 'once' : file.downloads === 2 ? 'twice' : `${file.downloads} times`}`;
  }
  const named = `downloaded ${versionList.format(versions.map((version) => `v${version}`))}`;
  const newest = versions[versions.length - 1] ?? 0;
  return newest < file.latestVersion ? `${named} (the latest is v${file.latestVersion})` : named;
}

function VisitorReading({ visitor }: { visitor: ReadingVisitor }) {
  const who = visitor.name || visitor.email || 'An anonymous visitor';
  return (
    <Box component="li" sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{who}</Typography>
        <Typography variant="caption" color="text.secondary">
          Last read {formatDateTime(visitor.lastAt)}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {visitor.files.map((file) => (
          <Typography component="li" key={file.fileId} variant="body2" color="text.secondary">
            {who} {describeVisitorFile(file)}.
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** How clients read the portal's files: per file the time on each page, then what each visitor did. */
export function ReadingTab({ portalId }: { portalId: string }) {
  const reading = useReading(portalId);
  if (reading.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading reading">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={150} sx={{ borderRadius: 3 }} />
        ))}
      </Stack>
    );
  }
  if (reading.isError) return <ActivityError message={errorMessage(reading.error)} />;
  const { files, visitors } = reading.data;
  if (files.length === 0) {
    return (
      <ActivityEmpty
        icon={<AutoStoriesOutlined />}
        title="No reading yet"
        description="Times appear once a client opens a PDF, video or image: time on each page, how far a video was watched, and who read what."
      />
    );
  }
  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        {files.map((file) => (
          <FileReading key={file.fileId} file={file} />
        ))}
      </Stack>
      {visitors.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="reading-visitors"
          sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
        >
          <Typography id="reading-visitors" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            By visitor
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {visitors.map((visitor) => (
              <VisitorReading key={visitor.visitorId} visitor={visitor} />
            ))}
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
