import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BenefitCards } from '@/components/benefit-cards';

/** Spec §9: the feature cards appear after 300 ms. */
export const BENEFITS_DELAY_MS = 300;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The cards fade in by CSS alone, so they appear on the prerendered page, where the app's code runs only once the
 * visitor reaches for the page. Only their opacity waits: screen readers have them from the start.
 */
export const BENEFITS_APPEAR = `${appear} 600ms ease-out ${BENEFITS_DELAY_MS}ms both`;

export function BenefitsSection() {
  return (
    <Container component="section" aria-labelledby="benefits-title" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography id="benefits-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        Everything a client hand-off needs
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6 }}>
        Security, branding and insight, without asking your clients to sign up for anything.
      </Typography>
      <Box
        data-testid="benefit-cards"
        sx={{
          animation: BENEFITS_APPEAR,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
        }}
      >
        <BenefitCards />
      </Box>
    </Container>
  );
}
