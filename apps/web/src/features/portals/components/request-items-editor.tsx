import { REQUEST_LIMITS, type RequestItem } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '@/features/auth';
import { moveItem, newRequestItem } from '../lib/sections';
import { RequestItemEditor } from './request-item-editor';
import { SortableList } from './sortable-list';

const itemName = (item: RequestItem, index: number) => item.title.trim() || `Item ${index + 1}`;

/** The checklist of a request section: what the client is asked to send, in order. */
export function RequestItemsEditor({
  items,
  onChange,
  disabled = false,
}: {
  items: RequestItem[];
  onChange: (items: RequestItem[]) => void;
  disabled?: boolean;
}) {
  const me = useCurrentUser();
  const canAdd = items.length < REQUEST_LIMITS.items;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        Checklist
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Your client uploads into each item. Drag a handle, or focus it and use Space and the arrow keys, to reorder.
      </Typography>
      <Stack component="ol" aria-label="Requested items" spacing={1.5} sx={{ m: 0, p: 0, mb: 1.5 }}>
        <SortableList
          items={items}
          itemAs="li"
          getId={(item) => item.id}
          getLabel={(item) => itemName(item, items.indexOf(item))}
          disabled={disabled}
          onMove={(from, to) => onChange(moveItem(items, from, to))}
          renderItem={(item, index, handle) => (
            <RequestItemEditor
              item={item}
              name={itemName(item, index)}
              handle={handle}
              planLimitMb={me.limits.fileSizeMb}
              canRemove={items.length > 1}
              disabled={disabled}
              onChange={(next) => onChange(items.map((candidate) => (candidate.id === item.id ? next : candidate)))}
              onRemove={() => onChange(items.filter((candidate) => candidate.id !== item.id))}
            />
          )}
        />
      </Stack>
      <Button
        startIcon={<AddRounded />}
        disabled={disabled || !canAdd}
        onClick={() => onChange([...items, newRequestItem()])}
      >
        Add item
      </Button>
    </Box>
  );
}
