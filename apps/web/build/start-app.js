// Starts the app on a prerendered public page. The page is complete without it, so a visitor who only reads never
// pays for it: the app's code is fetched and run when they first reach for the page (a touch, a key, the mouse),
// or at once when this browser would render the page differently from the build (a chosen theme, a query).
// A button pressed before the app is ready is pressed again once it is; links work as plain links meanwhile.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const root = document.documentElement;
  const TRIGGERS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  const BUTTONS = 'button, [role="button"], summary';
  let started = false;
  let pending = null;

  let themeTimer = 0;
  let updateTimer = 0;

  function start() {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, start, true);
    // The app runs its own theme re-check and update check from here on.
    clearInterval(themeTimer);
    clearInterval(updateTimer);
    const preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }

  // The name of the copy drawn for the offer the server marked <html> with (offerVariant in @clientdock/shared).
  function markedOffer() {
    const none = root.getAttribute('data-billing') === 'none';
    const hidden = root.getAttribute('data-prices') === 'hidden';
    const contact = none && root.hasAttribute('data-contact');
    return [none && 'billing-none', hidden && 'prices-hidden', contact && 'contact'].filter(Boolean).join('.');
  }

  // The same test as the app's (src/main.tsx): auto theme, no query, the page's copy for this time of day, and the
  // copy drawn for this instance's offer (lib/site-offer.ts).
  function rendersAsPrerendered() {
    let mode = null;
    try {
      mode = localStorage.getItem('clientdock-theme');
    } catch {}
    const hour = new Date().getHours();
    const night = hour >= 18 || hour < 6;
    const page = document.getElementById('root');
    const drawnDark = page?.getAttribute('data-prerendered') === 'dark';
    const drawnOffer = page?.getAttribute('data-offer') ?? '';
    const sameOffer = drawnOffer === 'any' || drawnOffer === markedOffer();
    return location.search === '' && mode !== 'light' && mode !== 'dark' && night === drawnDark && sameOffer;
  }

  function replayWhenReady() {
    const observer = new MutationObserver(() => {
      if (root.dataset.appReady !== 'true') return;
      observer.disconnect();
      const target = pending;
      pending = null;
      if (!target) return;
      // Hydration keeps the page's elements; a page drawn afresh has the same buttons in the same order.
      const button = target.element.isConnected ? target.element : document.querySelectorAll(BUTTONS)[target.index];
      button?.click();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  }

  addEventListener(
    'click',
    (event) => {
      if (root.dataset.appReady === 'true') return;
      const element = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
      if (!element) return;
      event.preventDefault();
      event.stopPropagation();
      if (!pending) replayWhenReady();
      pending = { element, index: [...document.querySelectorAll(BUTTONS)].indexOf(element) };
      start();
    },
    true,
  );

  if (!rendersAsPrerendered()) {
    // After the first paint: the page is readable before the app's code is fetched.
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  for (const type of TRIGGERS) addEventListener(type, start, { capture: true, passive: true });

  // Spec §9's timers hold before the app is in too. Auto theme: re-checked every 60 s and when the system colour
  // scheme changes; a page drawn for the other time of day is handed to the app, which draws it in the right one.
  const recheckTheme = () => {
    if (!rendersAsPrerendered()) start();
  };
  themeTimer = setInterval(recheckTheme, 60_000);
  window.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', recheckTheme);
  // Updates: the service worker (registered by an earlier visit to the app) is checked every hour; a new build
  // starts the app, whose notice offers the reload.
  updateTimer = setInterval(() => {
    if (!navigator.onLine || !navigator.serviceWorker) return;
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (!registration) return;
        if (registration.waiting) return start();
        registration.addEventListener('updatefound', start, { once: true });
        return registration.update();
      })
      .catch(() => undefined);
  }, 3_600_000);
})();
