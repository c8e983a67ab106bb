import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SORT_CHOICES, type SortChoice, STATUS_FILTERS, type StatusFilter } from '../lib/portal-filters';

interface PortalListToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
  sort: SortChoice;
  onSortChange: (value: SortChoice) => void;
}

export function PortalListToolbar(props: PortalListToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', md: 'center' }, mb: 3 }}
    >
      <TextField
        type="search"
        label="Search portals"
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        size="small"
        sx={{ flexGrow: 1, minWidth: { md: 240 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.status}
        onChange={(_event, value: StatusFilter | null) => value && props.onStatusChange(value)}
        aria-label="Status"
        sx={{
          '& .MuiToggleButton-root': { flex: { xs: 1, md: 'initial' }, px: 2, minHeight: 40, textTransform: 'none' },
        }}
      >
        {STATUS_FILTERS.map((filter) => (
          <ToggleButton key={filter.value} value={filter.value}>
            {filter.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Sort by"
        value={props.sort}
        onChange={(event) => props.onSortChange(event.target.value as SortChoice)}
        sx={{ minWidth: 180 }}
      >
        {SORT_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
