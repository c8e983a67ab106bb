import { SECTION_TYPES, type SectionType } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { SECTION_TYPE_INFO } from '../lib/labels';
import { SectionIcon } from './section-icon';

export function AddSectionButton({
  onAdd,
  disabled,
  variant = 'outlined',
}: {
  onAdd: (type: SectionType) => void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        variant={variant}
        startIcon={<AddRounded />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add section
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SECTION_TYPES.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
            sx={{ py: 1.25, maxWidth: 360 }}
          >
            <ListItemIcon>
              <SectionIcon type={type} />
            </ListItemIcon>
            <ListItemText
              primary={SECTION_TYPE_INFO[type].label}
              secondary={SECTION_TYPE_INFO[type].description}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
