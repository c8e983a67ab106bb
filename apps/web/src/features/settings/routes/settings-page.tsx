import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { FORM_MAX_WIDTH } from '@/components/page-container';
import { PageFrame } from '@/components/page-frame';
import { useSelectedTabInView } from '@/lib/use-selected-tab-in-view';
import { ApiTab } from '../components/api-tab';
import { EmailTab } from '../components/email-tab';
import { ExportTab } from '../components/export-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PasswordTab } from '../components/password-tab';
import { PlanTab } from '../components/plan-tab';
import { PortalDefaultsTab } from '../components/portal-defaults-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import { WebhooksTab } from '../components/webhooks-tab';
import { SETTINGS_TABS, type SettingsTab, tabFromParam } from '../lib/settings-tabs';

const PANELS: Record<SettingsTab, () => React.JSX.Element> = {
  profile: ProfileTab,
  email: EmailTab,
  password: PasswordTab,
  security: SecurityTab,
  notifications: NotificationsTab,
  'portal-defaults': PortalDefaultsTab,
  plan: PlanTab,
  api: ApiTab,
  webhooks: WebhooksTab,
  export: ExportTab,
};

export default function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get('tab'));
  const Panel = PANELS[tab];
  // Ten tabs do not fit across the form's width: on a desktop they stand in a column beside it, all in sight.
  const sideNav = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  useSelectedTabInView(`settings-tab-${tab}`);
  const select = (value: SettingsTab) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <PageFrame
      title="Settings"
      description="Your profile, email, password, notification preferences, the defaults new portals start with, your plan, and API access."
      narrow={!sideNav}
    >
      <Box sx={sideNav ? { display: 'flex', gap: 4, alignItems: 'flex-start' } : undefined}>
        <Box
          sx={
            sideNav
              ? { flex: '0 0 200px', position: 'sticky', top: 88 }
              : { borderBottom: 1, borderColor: 'divider', mb: { xs: 3, sm: 4 }, mt: -1 }
          }
        >
          <Tabs
            value={tab}
            onChange={(_event, value: SettingsTab) => select(value)}
            orientation={sideNav ? 'vertical' : 'horizontal'}
            variant={sideNav ? 'standard' : 'scrollable'}
            scrollButtons={sideNav ? false : 'auto'}
            allowScrollButtonsMobile
            aria-label="Settings"
            sx={sideNav ? { borderRight: 1, borderColor: 'divider' } : undefined}
          >
            {SETTINGS_TABS.map((item) => (
              <Tab
                key={item.value}
                value={item.value}
                label={item.label}
                id={`settings-tab-${item.value}`}
                aria-controls={`settings-panel-${item.value}`}
                sx={{
                  minHeight: sideNav ? 44 : 48,
                  px: { xs: 1.5, sm: 2 },
                  textTransform: 'none',
                  fontSize: '0.95rem',
                  ...(sideNav && { alignItems: 'flex-start', textAlign: 'left' }),
                }}
              />
            ))}
          </Tabs>
        </Box>
        <Box
          role="tabpanel"
          id={`settings-panel-${tab}`}
          aria-labelledby={`settings-tab-${tab}`}
          sx={sideNav ? { flex: 1, minWidth: 0, maxWidth: FORM_MAX_WIDTH } : undefined}
        >
          <Panel />
        </Box>
      </Box>
    </PageFrame>
  );
}
