import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const FILES = [
  { name: 'Homepage concepts.pdf', icon: DescriptionOutlined, status: 'Approved', color: 'success' as const },
  { name: 'Logo set.zip', icon: ImageOutlined, status: 'Viewed', color: 'default' as const },
  { name: 'Brand guide v2.pdf', icon: DescriptionOutlined, status: 'Changes requested', color: 'warning' as const },
];

/** A drawing of what a client sees, for the hero. Decorative only. */
export function PortalPreview() {
  return (
    <Card aria-hidden sx={{ width: '100%', maxWidth: 460, boxShadow: '0 24px 48px -24px rgba(15, 23, 42, 0.25)' }}>
      <Box sx={{ p: 3, background: 'linear-gradient(135deg, #2563eb 0%, #7c3aed 100%)', color: '#fff' }}>
        <Typography variant="overline" sx={{ opacity: 0.85 }}>
          Northwind Studio
        </Typography>
        <Typography variant="h6" component="p">
          Website redesign: round 2
        </Typography>
      </Box>
      <Stack spacing={1.5} sx={{ p: 3 }}>
        {FILES.map(({ name, icon: Icon, status, color }) => (
          <Stack key={name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Icon color="action" />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {name}
            </Typography>
            <Chip
              label={status}
              color={color}
              size="small"
              variant="outlined"
              // MUI's warning orange is too light for small text on white; a darker amber reads at 4.5:1.
              sx={
                color === 'warning'
                  ? {
                      color: (t) => (t.palette.mode === 'dark' ? t.palette.warning.light : '#b45309'),
                      borderColor: 'currentColor',
                    }
                  : undefined
              }
            />
          </Stack>
        ))}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1, color: 'text.secondary' }}>
          <VisibilityOutlined fontSize="small" />
          <Typography variant="caption">Opened by your client 4 minutes ago</Typography>
        </Stack>
      </Stack>
    </Card>
  );
}
