import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** How the item is named to screen readers while it is being moved. */
  getLabel: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  /** "li" when the list sits in a ul or ol. */
  itemAs?: 'li' | 'div';
}

const INSTRUCTIONS =
  'To reorder, press Space or Enter on the drag handle, move with the arrow keys, then press Space or Enter to drop, or Escape to cancel.';

function SortableRow({
  id,
  label,
  disabled,
  itemAs,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  itemAs: 'li' | 'div';
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Reorder ${label}`}
      disabled={disabled}
      size="large"
      sx={{ cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab', touchAction: 'none', flexShrink: 0 }}
    >
      <DragIndicatorRounded />
    </IconButton>
  );
  return (
    <Box
      ref={setNodeRef}
      component={itemAs}
      data-sortable-id={id}
      sx={{
        listStyle: 'none',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        boxShadow: isDragging ? 8 : 'none',
        borderRadius: 3,
      }}
    >
      {children(handle)}
    </Box>
  );
}

/** A vertical list reordered by dragging its handles with a mouse, a finger or the keyboard (dnd-kit). */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onMove,
  renderItem,
  disabled = false,
  itemAs = 'div',
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => getId(candidate) === id);
    return item ? getLabel(item) : 'Item';
  };
  const position = (id: UniqueIdentifier | undefined) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over ${position(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} dropped at ${position(over.id)}.` : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item, index) => (
          <SortableRow
            key={ids[index]}
            id={ids[index] as string}
            label={getLabel(item)}
            disabled={disabled}
            itemAs={itemAs}
          >
            {(handle) => renderItem(item, index, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
