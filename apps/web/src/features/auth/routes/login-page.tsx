import { authFlowMessages } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { authLink, safeRedirectPath } from '../lib/redirect';

/** What a link that lands here (a finished reset, an undone email change) has to say. */
function loginNotice(params: URLSearchParams): { severity: 'success' | 'error'; message: string } | null {
  if (params.get('passwordReset') === 'true')
    return { severity: 'success', message: authFlowMessages.passwordResetDone };
  if (params.get('emailReverted') === 'true')
    return { severity: 'success', message: authFlowMessages.emailChangeReverted };
  if (params.get('error') === 'email-revert-invalid')
    return { severity: 'error', message: authFlowMessages.emailRevertInvalid };
  return null;
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const isEmailVerified = params.get('emailVerified') === 'true';
  const notice = loginNotice(params);
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your portals and see what your clients have been up to."
      aside={
        (isEmailVerified && (
          <Alert severity="success" role="status">
            Your email is verified. Sign in with your new address.
          </Alert>
        )) ||
        (notice && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.message}
          </Alert>
        ))
      }
      footer={
        <>
          New to ClientDock?{' '}
          <Link component={RouterLink} to={authLink('/register', redirect)}>
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm redirect={redirect} />
      <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        Forgot password?
      </Link>
    </AuthCard>
  );
}
