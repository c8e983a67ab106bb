import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Where a chart would be when there is nothing to draw: the same height, and why it is empty. */
export function ChartEmpty({ height, text }: { height: number; text: string }) {
  return (
    <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
