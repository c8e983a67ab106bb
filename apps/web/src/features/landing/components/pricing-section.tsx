import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PricingPlans } from '@/components/pricing-plans';

export function PricingSection() {
  return (
    <Container
      component="section"
      id="pricing"
      aria-labelledby="pricing-title"
      maxWidth="lg"
      sx={{ py: { xs: 6, md: 10 } }}
    >
      <Typography id="pricing-title" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        Simple pricing
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 6 }}>
        Start free. Upgrade when your client list grows.
      </Typography>
      <PricingPlans />
    </Container>
  );
}
