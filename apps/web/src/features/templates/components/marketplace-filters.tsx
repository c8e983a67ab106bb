import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_COMPLEXITIES,
  TEMPLATE_SETUP_FILTERS,
  TEMPLATE_SORTS,
  type TemplateSort,
} from '@clientdock/shared';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { COMPLEXITY_LABELS, categoryLabel, SORT_LABELS } from '../lib/labels';
import type { MarketplaceFilters as Filters } from '../lib/marketplace-params';

interface MarketplaceFiltersProps {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}

const SEARCH_DELAY_MS = 300;

function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The address bar can change it too (back button, "Clear filters").
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Search templates: proposal, portfolio, contracts…"
      fullWidth
      slotProps={{
        htmlInput: { 'aria-label': 'Search templates', maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Search, the category chips, and complexity, setup time, price and order. */
export function MarketplaceFilters({ filters, onChange }: MarketplaceFiltersProps) {
  const select = {
    size: 'small',
    select: true,
    sx: { minWidth: { xs: 'calc(50% - 6px)', sm: 170 } },
    // "Any complexity" reads better than an empty box under its label.
    slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
  } as const;
  return (
    <Stack spacing={2} useFlexGap sx={{ mb: 3 }}>
      <SearchField value={filters.q} onSearch={(q) => onChange({ q })} />
      <Box
        role="group"
        aria-label="Category"
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          pb: 0.5,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          scrollbarWidth: 'none',
          flexWrap: { md: 'wrap' },
        }}
      >
        {(['', ...TEMPLATE_CATEGORIES] as const).map((category) => {
          const selected = filters.category === category;
          return (
            <Chip
              key={category || 'all'}
              label={category ? categoryLabel(category) : 'All templates'}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => onChange({ category })}
              aria-pressed={selected}
              sx={{ flexShrink: 0, fontWeight: selected ? 600 : 400 }}
            />
          );
        })}
      </Box>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <TextField
          {...select}
          label="Complexity"
          value={filters.complexity}
          onChange={(event) => onChange({ complexity: event.target.value as Filters['complexity'] })}
        >
          <MenuItem value="">Any complexity</MenuItem>
          {TEMPLATE_COMPLEXITIES.map((complexity) => (
            <MenuItem key={complexity} value={complexity}>
              {COMPLEXITY_LABELS[complexity]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Setup time"
          value={filters.maxSetup}
          onChange={(event) => onChange({ maxSetup: event.target.value === '' ? '' : Number(event.target.value) })}
        >
          <MenuItem value="">Any setup time</MenuItem>
          {TEMPLATE_SETUP_FILTERS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {minutes === 60 ? 'Up to 1 hour' : `Up to ${minutes} minutes`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...select}
          label="Price"
          value={filters.price}
          onChange={(event) => onChange({ price: event.target.value as Filters['price'] })}
        >
          <MenuItem value="">Free and paid</MenuItem>
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="paid">Paid</MenuItem>
        </TextField>
        <TextField
          {...select}
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as TemplateSort })}
        >
          {TEMPLATE_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
