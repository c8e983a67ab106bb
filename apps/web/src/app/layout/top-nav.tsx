import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useLocation } from 'react-router';
import { getActivePath, getTopBarLinks, type SideMenuItem } from './side-menu';

/** The main destinations as links in the top bar, the current one marked as in the side menu. */
export function TopNav({ items }: { items: SideMenuItem[] }) {
  const { pathname } = useLocation();
  const activePath = getActivePath(items, pathname);
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: 3 }}>
      {getTopBarLinks(items).map((item) => {
        const isActive = item.to === activePath;
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={isActive ? 'page' : undefined}
            color={isActive ? 'primary' : 'inherit'}
            sx={{
              px: 1.5,
              whiteSpace: 'nowrap',
              fontWeight: isActive ? 600 : 500,
              bgcolor: isActive ? 'action.selected' : undefined,
            }}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}
