import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { DRAWER_WIDTH } from '../theme/theme';
import type { SideMenuItem } from './side-menu';
import { SideNav } from './side-nav';

interface SideDrawerProps {
  items: SideMenuItem[];
  isPermanent: boolean;
  isOpen: boolean;
  onClose: () => void;
}

const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;

export function SideDrawer({ items, isPermanent, isOpen, onClose }: SideDrawerProps) {
  if (isPermanent) {
    return (
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}>
        <Toolbar />
        <SideNav items={items} />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={isOpen}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      sx={{ '& .MuiDrawer-paper': paperSx }}
    >
      <Box role="presentation">
        <Toolbar />
        <SideNav items={items} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
