import type { Me } from '@clientdock/shared';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '../theme/theme-toggle';
import type { SideMenuItem } from './side-menu';
import { TopNav } from './top-nav';

// Visitors of the public pages never download the notification and account menus (and what they import).
const SignedInMenus = lazy(() => import('./signed-in-menus'));

interface TopBarProps {
  me: Me | null;
  isAnonymous: boolean;
  showMenuButton: boolean;
  onMenuClick: () => void;
  /** On desktop, the side menu's main destinations as links beside the logo. */
  navItems?: SideMenuItem[];
}

export function TopBar({ me, isAnonymous, showMenuButton, onMenuClick, navItems }: TopBarProps) {
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton && (
          <IconButton edge="start" color="inherit" aria-label="Open navigation" onClick={onMenuClick}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        {navItems && <TopNav items={navItems} />}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ThemeToggle />
          {me && (
            <Suspense fallback={null}>
              <SignedInMenus me={me} />
            </Suspense>
          )}
          {isAnonymous && (
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <Button component={Link} to="/login" color="inherit">
                Sign In
              </Button>
              <Button component={Link} to="/register" variant="contained">
                Get Started
              </Button>
            </Stack>
          )}
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
