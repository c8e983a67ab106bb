import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '@/components/feedback';
import { errorMessage } from '@/lib/api-client';
import { useAdminSecuritySettings, useSaveAdminSecuritySettings } from '../../api/admin-security';

/** The instance's rule that admins sign in with two factors before the admin pages answer them. */
export function AdminTwoFactorCard({ canEdit }: { canEdit: boolean }) {
  const settings = useAdminSecuritySettings();
  const save = useSaveAdminSecuritySettings();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const onChange = async (requireAdminTwoFactor: boolean) => {
    setProblem(null);
    try {
      await save.mutateAsync({ requireAdminTwoFactor });
      notify(
        requireAdminTwoFactor ? 'Admins now need two-factor sign-in' : 'Two-factor sign-in is optional for admins',
      );
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Card component="section" aria-labelledby="admin-two-factor-title" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="admin-two-factor-title" variant="h6" component="h2">
          Sign-in security
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 640 }}>
          When this is on, an admin without two-factor sign-in is sent to Settings &gt; Security to set it up, and the
          admin pages refuse them until then. Turn it on once your own two-factor sign-in is set up.
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        {settings.isPending ? (
          <Skeleton variant="rounded" height={38} width={320} />
        ) : settings.isError ? (
          <Alert severity="error">{errorMessage(settings.error)}</Alert>
        ) : (
          <FormControlLabel
            control={
              <Switch
                checked={settings.data.requireAdminTwoFactor}
                disabled={!canEdit || save.isPending}
                onChange={(event) => void onChange(event.target.checked)}
              />
            }
            label="Require two-factor sign-in for admins"
          />
        )}
      </CardContent>
    </Card>
  );
}
