import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ensureContrast, readableTextOn } from '@/lib/contrast';
import { getInitials } from '@/lib/format';

interface BrandPreviewProps {
  primaryColor: string;
  secondaryColor: string;
  logoUrl: string | null;
  name: string;
}

/**
 * A client portal in miniature, as the client will see it: the header with the logo, a hero in the
 * primary colour edged with the secondary, and a card with the portal's main action.
 * Colours go in inline styles: they change with every keystroke.
 */
export function BrandPreview({ primaryColor, secondaryColor, logoUrl, name }: BrandPreviewProps) {
  const theme = useTheme();
  const onPrimary = readableTextOn(primaryColor);
  const accent = ensureContrast(secondaryColor, theme.palette.background.paper);
  return (
    <Paper
      variant="outlined"
      role="img"
      aria-label={`Preview of a client portal in ${primaryColor} and ${secondaryColor}`}
      sx={{ overflow: 'hidden', borderRadius: 3, bgcolor: 'background.default' }}
    >
      <Box
        data-testid="preview-header"
        style={{ borderTopColor: primaryColor }}
        sx={{
          borderTop: 4,
          borderBottom: 1,
          borderBottomColor: 'divider',
          bgcolor: 'background.paper',
          px: 2,
          py: 1.25,
          minHeight: 56,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        {logoUrl ? (
          <Box component="img" src={logoUrl} alt="" sx={{ height: 32, maxWidth: 150, objectFit: 'contain' }} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Avatar
              style={{ backgroundColor: primaryColor, color: onPrimary }}
              sx={{ width: 32, height: 32, fontSize: 14, fontWeight: 700 }}
            >
              {getInitials(name, '•')}
            </Avatar>
            <Typography component="span" sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
          </Stack>
        )}
      </Box>
      <Box sx={{ p: 2 }}>
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Box
            data-testid="preview-hero"
            style={{ backgroundColor: primaryColor, color: onPrimary, borderBottomColor: secondaryColor }}
            sx={{ borderBottom: 6, px: 2.5, py: 3 }}
          >
            <Typography component="p" sx={{ fontWeight: 700, fontSize: 22, lineHeight: 1.2 }}>
              Spring campaign
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 0.75, opacity: 0.92 }}>
              Final artwork and the launch plan, ready for your review.
            </Typography>
          </Box>
          <Stack spacing={1.5} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <DescriptionOutlined style={{ color: accent }} aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  launch-plan.pdf
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  2.4 MB
                </Typography>
              </Box>
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                tabIndex={-1}
                data-testid="preview-action"
                style={{ backgroundColor: primaryColor, color: onPrimary }}
                sx={{ pointerEvents: 'none' }}
              >
                Approve
              </Button>
              <Button
                variant="outlined"
                tabIndex={-1}
                style={{ borderColor: accent, color: accent }}
                sx={{ pointerEvents: 'none' }}
              >
                Download all
              </Button>
            </Stack>
          </Stack>
        </Paper>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1.5 }}>
          Powered by ClientDock
        </Typography>
      </Box>
    </Paper>
  );
}
