import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 420 }}>
        <CloudOffOutlined color="action" sx={{ fontSize: 40 }} />
        <Typography variant="h6" component="h1">
          We could not load your account
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Box>
  );
}
