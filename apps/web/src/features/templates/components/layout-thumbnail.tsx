import type { TemplateLayoutItem } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

const MAX_BLOCKS = 4;

function Line({ width, strong = false }: { width: string; strong?: boolean }) {
  return (
    <Box
      sx={(theme) => ({
        height: 5,
        width,
        borderRadius: 4,
        bgcolor: alpha(theme.palette.text.primary, strong ? 0.28 : 0.12),
      })}
    />
  );
}

function Block({ item, accent }: { item: TemplateLayoutItem; accent: string }) {
  switch (item.type) {
    case 'hero':
      return (
        <Box
          sx={{
            height: 34,
            borderRadius: 1.5,
            background: `linear-gradient(135deg, ${accent}, ${alpha(accent, 0.55)})`,
            p: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 0.5,
          }}
        >
          <Box sx={{ height: 5, width: '55%', borderRadius: 4, bgcolor: 'rgba(255,255,255,.9)' }} />
          <Box sx={{ height: 4, width: '35%', borderRadius: 4, bgcolor: 'rgba(255,255,255,.6)' }} />
        </Box>
      );
    case 'gallery':
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}>
          {[0.35, 0.25, 0.3, 0.2].map((opacity) => (
            <Box key={opacity} sx={{ aspectRatio: '4 / 3', borderRadius: 1, bgcolor: alpha(accent, opacity) }} />
          ))}
        </Box>
      );
    case 'files':
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
          {['70%', '50%'].map((width) => (
            <Box key={width} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 9, height: 11, borderRadius: 0.5, bgcolor: alpha(accent, 0.45), flexShrink: 0 }} />
              <Line width={width} />
            </Box>
          ))}
        </Box>
      );
    case 'form':
      return (
        <Box
          sx={(theme) => ({
            border: `1px solid ${alpha(theme.palette.text.primary, 0.12)}`,
            borderRadius: 1,
            p: 0.75,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 0.5,
          })}
        >
          <Line width="40%" strong />
          <Box sx={{ display: 'flex', gap: 0.4 }}>
            {[0, 1, 2, 3, 4].map((star) => (
              <Box key={star} sx={{ width: 7, height: 7, borderRadius: '2px', bgcolor: alpha(accent, 0.5) }} />
            ))}
          </Box>
          <Box sx={{ height: 7, width: 28, borderRadius: 1, bgcolor: accent }} />
        </Box>
      );
    default:
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
          <Line width="45%" strong />
          <Line width="90%" />
          <Line width="75%" />
        </Box>
      );
  }
}

/** A drawing of the layout's first sections in the template's colour: the shape of the portal at a glance. */
export function LayoutThumbnail({
  layout,
  accent,
  imageUrl,
  height = 150,
  fill = false,
}: {
  layout: TemplateLayoutItem[];
  accent: string;
  imageUrl?: string | null;
  height?: number;
  /** Grow to the height of the box it is in (at least `height`). */
  fill?: boolean;
}) {
  const boxHeight = fill ? '100%' : height;
  if (imageUrl) {
    return (
      <Box
        component="img"
        src={imageUrl}
        alt=""
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: boxHeight, minHeight: height, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        height: boxHeight,
        minHeight: height,
        px: 3,
        pt: 2.5,
        overflow: 'hidden',
        background: `linear-gradient(160deg, ${alpha(accent, theme.palette.mode === 'dark' ? 0.28 : 0.14)}, ${alpha(accent, 0.04)})`,
      })}
    >
      <Box
        sx={{
          bgcolor: 'background.paper',
          borderRadius: '8px 8px 0 0',
          boxShadow: `0 6px 24px ${alpha(accent, 0.18)}`,
          p: 1.25,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignContent: 'start',
          gap: 1,
          minHeight: '100%',
        }}
      >
        {layout.slice(0, MAX_BLOCKS).map((item) => (
          <Block key={item.id} item={item} accent={accent} />
        ))}
      </Box>
    </Box>
  );
}
