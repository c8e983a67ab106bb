import EmailOutlined from '@mui/icons-material/EmailOutlined';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { siteConfig } from '@/lib/site-config';
import { FOOTER_SECTIONS } from './footer-links';

const SOCIAL_ICONS = { GitHub, X, LinkedIn } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 300 }}>
              Branded, private portals for sharing files, updates and approvals with your clients.
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2, ml: -1 }}>
              {siteConfig.social.map(({ label, href }) => {
                const Icon = SOCIAL_ICONS[label];
                return (
                  <IconButton
                    key={label}
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={label}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                );
              })}
              <IconButton component="a" href={`mailto:${siteConfig.contactEmail}`} aria-label="Mail us">
                <EmailOutlined fontSize="small" />
              </IconButton>
            </Stack>
          </Grid>
          {FOOTER_SECTIONS.map((section) => (
            <Grid key={section.title} size={{ xs: 6, sm: 3, md: 2 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
                {section.title}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <MuiLink component={Link} to={link.to} color="text.secondary" underline="hover" variant="body2">
                      {link.label}
                    </MuiLink>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} ClientDock
          </Typography>
          <MuiLink href={`mailto:${siteConfig.contactEmail}`} variant="body2" color="text.secondary" underline="hover">
            {siteConfig.contactEmail}
          </MuiLink>
        </Stack>
      </Container>
    </Box>
  );
}
