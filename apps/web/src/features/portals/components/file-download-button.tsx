import DownloadRounded from '@mui/icons-material/DownloadRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** A file row's download: the browser saves the file under its own name. */
export function FileDownloadButton({ name, href }: { name: string; href: string }) {
  return (
    <Tooltip title="Download">
      <IconButton component="a" href={href} download={name} size="large" aria-label={`Download ${name}`}>
        <DownloadRounded />
      </IconButton>
    </Tooltip>
  );
}
