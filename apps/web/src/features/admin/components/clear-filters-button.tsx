import Button from '@mui/material/Button';

export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outlined" onClick={onClick}>
      Clear filters
    </Button>
  );
}
