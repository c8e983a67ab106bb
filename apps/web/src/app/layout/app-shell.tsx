import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/auth';
import { Footer } from './footer';
import { PaymentBanner } from './payment-banner';
import { SideDrawer } from './side-drawer';
import { getSideMenu, withoutTopBarLinks } from './side-menu';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** Top bar, side drawer and (on public pages) the footer around every screen but the client portal. */
export function AppShell({ showFooter = false }: { showFooter?: boolean }) {
  const session = useSession();
  const me = session.status === 'active' ? session.me : null;
  const theme = useTheme();
  // Signed in on a wide screen the menu stays open at the side (the spec's permanent drawer); from desktop widths
  // the main destinations move into the top bar and the drawer keeps the rest, so each shows once.
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const isPermanent = Boolean(me) && isWide;
  const items = getSideMenu(me);
  const hasTopLinks = Boolean(me) && isDesktop;
  const drawerItems = hasTopLinks ? withoutTopBarLinks(items) : items;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        me={me}
        isAnonymous={session.status === 'anonymous' || session.status === 'error'}
        showMenuButton={!isPermanent}
        onMenuClick={() => setDrawerOpen(true)}
        navItems={hasTopLinks ? items : undefined}
      />
      <SideDrawer
        items={drawerItems}
        isPermanent={isPermanent}
        isOpen={isDrawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <PaymentBanner me={me} />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          <Outlet />
        </Box>
        {showFooter && <Footer />}
      </Box>
    </Box>
  );
}

export function PublicShell() {
  return <AppShell showFooter />;
}
