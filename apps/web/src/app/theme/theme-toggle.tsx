import Brightness4Outlined from '@mui/icons-material/Brightness4Outlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { nextMode, type ThemeMode } from './theme-mode';
import { useThemeMode } from './theme-mode-context';

const ICONS: Record<ThemeMode, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  auto: Brightness4Outlined,
};

export function themeToggleLabel(mode: ThemeMode): string {
  return `Theme: ${mode} (switch to ${nextMode(mode)})`;
}

export function ThemeToggle() {
  const { mode, cycleMode } = useThemeMode();
  const Icon = ICONS[mode];
  const label = themeToggleLabel(mode);
  return (
    <Tooltip title={label}>
      <IconButton onClick={cycleMode} aria-label={label} color="inherit">
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
