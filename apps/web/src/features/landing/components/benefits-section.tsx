import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { BenefitCards } from '@/components/benefit-cards';

/** Spec §9: the feature cards appear after 300 ms. */
export const BENEFITS_DELAY_MS = 300;

export function BenefitsSection() {
  const [isShown, setShown] = useState(false);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), BENEFITS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Container component="section" aria-labelledby="benefits-title" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography id="benefits-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        Everything a client hand-off needs
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6 }}>
        Security, branding and insight, without asking your clients to sign up for anything.
      </Typography>
      <Fade in={isShown} timeout={prefersReducedMotion ? 0 : 600}>
        <Box data-testid="benefit-cards">
          <BenefitCards />
        </Box>
      </Fade>
    </Container>
  );
}
