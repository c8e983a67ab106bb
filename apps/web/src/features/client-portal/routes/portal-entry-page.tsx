import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientPortalLayout } from '../components/client-portal-layout';
import { parsePortalReference } from '../lib/portal-reference';

export default function PortalEntryPage() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = parsePortalReference(value);
    if (!id) {
      setError('Paste the full link you received (…/portal/…) or the portal code in it.');
      return;
    }
    void navigate(`/portal/${id}`);
  };

  return (
    <ClientPortalLayout>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            Open a portal
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Paste the link or code you were sent. You do not need an account to open it.
          </Typography>
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
            <TextField
              label="Portal link or code"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? ' '}
              fullWidth
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" size="large">
              Open portal
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </ClientPortalLayout>
  );
}
