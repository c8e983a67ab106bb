import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { authLink, safeRedirectPath } from '../lib/redirect';

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirectPath(params.get('redirect'));
  const isEmailVerified = params.get('emailVerified') === 'true';
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your portals and see what your clients have been up to."
      aside={
        isEmailVerified && (
          <Alert severity="success" role="status">
            Your email is verified. Sign in with your new address.
          </Alert>
        )
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
    </AuthCard>
  );
}
