import { describeAccept, type RequestSection } from '@clientdock/shared';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { DATE_FORMAT } from './expiry-date-field';

/** A request section in the creator's preview: the checklist the client will upload into. */
export function RequestPreviewBlock({ section, brand }: { section: RequestSection; brand: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {section.title || 'Files we need from you'}
      </Typography>
      {section.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {section.description}
        </Typography>
      )}
      {section.dueDate && (
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 600 }}>
          Due {dayjs(section.dueDate).format(DATE_FORMAT)}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {section.items.map((item) => (
          <Stack
            key={item.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
          >
            <Box sx={{ color: brand, display: 'flex' }} aria-hidden>
              <FileUploadOutlined />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.title || 'Untitled item'}
                {item.required ? '' : ' (optional)'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {describeAccept(item.accept)}
                {item.maxSizeMb ? ` · up to ${item.maxSizeMb} MB` : ''}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
