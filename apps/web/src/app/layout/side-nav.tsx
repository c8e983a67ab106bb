import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { Link, useLocation } from 'react-router';
import { useThemeMode } from '../theme/theme-mode-context';
import { getActivePath, type SideMenuItem } from './side-menu';

interface SideNavProps {
  items: SideMenuItem[];
  onNavigate?: () => void;
}

const itemSx = { borderRadius: 2, mb: 0.5, '&.Mui-selected': { fontWeight: 600 } } as const;

function DarkModeItem({ item }: { item: SideMenuItem }) {
  const { resolvedMode, setMode } = useThemeMode();
  const isDark = resolvedMode === 'dark';
  const Icon = item.icon;
  return (
    <ListItemButton role="switch" aria-checked={isDark} onClick={() => setMode(isDark ? 'light' : 'dark')} sx={itemSx}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={item.label} />
      <Switch edge="end" size="small" checked={isDark} tabIndex={-1} aria-hidden disableRipple />
    </ListItemButton>
  );
}

export function SideNav({ items, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const activePath = getActivePath(items, pathname);
  return (
    <List component="nav" aria-label="Main navigation" sx={{ px: 1.5, py: 2 }}>
      {items.map((item) => {
        if (item.kind === 'theme-toggle') return <DarkModeItem key={item.label} item={item} />;
        const isActive = item.to === activePath;
        const Icon = item.icon;
        return (
          <ListItemButton
            key={item.to}
            component={Link}
            to={item.to}
            selected={isActive}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 40, color: isActive ? 'primary.main' : undefined }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
