import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export function ClosingCta() {
  return (
    <Container component="section" aria-labelledby="closing-title" maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Card
        sx={{
          p: { xs: 4, md: 6 },
          textAlign: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          border: 0,
        }}
      >
        <Typography id="closing-title" variant="h4" component="h2" gutterBottom>
          Make your next hand-off look like your work
        </Typography>
        <Typography sx={{ mb: 4 }}>
          Set up your first branded portal in minutes. Your clients just open the link.
        </Typography>
        <Button
          component={Link}
          to="/register"
          size="large"
          variant="contained"
          sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'background.default' } }}
        >
          Create your free account
        </Button>
      </Card>
    </Container>
  );
}
