import AddRounded from '@mui/icons-material/AddRounded';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { type RefObject, useEffect, useState } from 'react';
import { Link } from 'react-router';

/**
 * Small screens only: a thumb-reachable way to start, once the hero (and its own "Get started" button) has
 * scrolled away; over the hero it would cover the text a visitor reads first.
 */
export function CreatePortalFab({ hero }: { hero: RefObject<HTMLElement | null> }) {
  const [isPastHero, setPastHero] = useState(false);
  useEffect(() => {
    const update = () => setPastHero((hero.current?.getBoundingClientRect().bottom ?? 1) < 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [hero]);
  return (
    <Zoom in={isPastHero} unmountOnExit>
      <Fab
        component={Link}
        to="/register"
        color="primary"
        variant="extended"
        aria-label="Create portal"
        sx={{ position: 'fixed', right: 16, bottom: 16, display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <AddRounded sx={{ mr: 1 }} />
        Create portal
      </Fab>
    </Zoom>
  );
}
