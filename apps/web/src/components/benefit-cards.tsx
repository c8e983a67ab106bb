import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BENEFITS } from './benefits';

export function BenefitCards() {
  return (
    <Grid container spacing={3}>
      {BENEFITS.map(({ title, description, icon: Icon }) => (
        <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Icon color="primary" sx={{ fontSize: 32, mb: 2 }} />
              <Typography variant="h6" component="h3" gutterBottom>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
