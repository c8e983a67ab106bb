import { useEffect } from 'react';

/**
 * Keeps the selected tab of a scrolling tab bar in view on a phone. The tab bar scrolls to it when it first lays
 * out, but the web font arrives after that and widens every tab, which can push the selected one out of sight.
 * The tab is centred: brought only to the nearest edge, it was cut off once the bar's scroll button appeared on
 * the other side and narrowed the row.
 */
export function useSelectedTabInView(tabElementId: string) {
  useEffect(() => {
    let cancelled = false;
    const reveal = () => {
      if (cancelled) return;
      document.getElementById(tabElementId)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    };
    reveal();
    void document.fonts?.ready.then(reveal);
    return () => {
      cancelled = true;
    };
  }, [tabElementId]);
}
