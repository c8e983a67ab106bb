/** How to scroll something into view: at once for a visitor who asks for less motion, smoothly for everyone else. */
export function scrollBehavior(): ScrollBehavior {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}
