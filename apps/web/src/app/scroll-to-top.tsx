import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every navigation scrolls to the top unless the URL has a hash or a tab query parameter. */
export function shouldScrollToTop(location: { hash: string; search: string }): boolean {
  if (location.hash) return false;
  return !new URLSearchParams(location.search).has('tab');
}

export function ScrollToTop() {
  const location = useLocation();
  const { pathname, search, hash } = location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    if (shouldScrollToTop({ hash, search })) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
