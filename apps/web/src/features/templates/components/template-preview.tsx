import { fillClientName, type TemplateDetail } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PortalPreview } from '@/features/portals';

const SAMPLE_CLIENT = 'Your Client';

/** The layout as a client would see it, in a browser-like frame, before any file is added. */
export function TemplatePreview({ template }: { template: TemplateDetail }) {
  const sections = useMemo(() => fillClientName(template.sections, SAMPLE_CLIENT), [template.sections]);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          px: 2,
          py: 1.25,
          bgcolor: 'action.hover',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {['#ef4444', '#f59e0b', '#22c55e'].map((color) => (
          <Box
            key={color}
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, opacity: 0.8 }}
          />
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1.5 }} noWrap>
          Preview: how your client sees a portal made from this template
        </Typography>
      </Box>
      <Box sx={{ maxHeight: { xs: 560, md: 720 }, overflowY: 'auto' }} tabIndex={0} aria-label="Layout preview">
        <PortalPreview
          portal={{
            name: `${SAMPLE_CLIENT} · ${template.name}`,
            description: '',
            branding: { primaryColor: template.preview.accentColor },
            allowDownload: true,
          }}
          sections={sections}
          files={[]}
        />
      </Box>
    </Paper>
  );
}
