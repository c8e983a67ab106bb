// Renders one public page to HTML at build time (see build/prerender.ts), inside the same providers the browser
// uses, for a visitor who is not signed in and has not chosen a theme, by day and by night. The browser then
// hydrates the one that matches its clock.
import {
  ANY_OFFER,
  OTHER_OFFERS,
  offerVariant,
  type PageOffer,
  PRERENDER_CONTACT_PLACEHOLDER,
  PRERENDER_THEME_SCRIPT,
  PRERENDERED_DARK_ID,
  PUBLIC_PAGES,
} from '@clientdock/shared';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { AppThemeProvider } from '@/app/theme/app-theme-provider';
import type { ResolvedMode } from '@/app/theme/theme-mode';
import { PageMetaCollector } from '@/components/page-meta';
import { meQueryKey } from '@/features/auth';
import { DEFAULT_META, headHtml, type PageHead } from '@/lib/page-meta';
import { BUILT_OFFER, PrerenderOfferProvider, type SiteOffer } from '@/lib/site-offer';

// Public pages whose content is the same for every visitor. Sign-up reads its query (the chosen plan) and the
// marketplace lists live templates: those stay with the app shell.
const SKIPPED = new Set(['/register', '/marketplace']);
export const PRERENDERED_PATHS = PUBLIC_PAGES.map((page) => page.path).filter((path) => !SKIPPED.has(path));

/** The offers a page gets a copy of its own for, when it is drawn differently for them; see prerender-offer. */
export const OFFER_COPIES = { anyOffer: ANY_OFFER, offers: OTHER_OFFERS, variant: offerVariant };

/** What the build wraps the night copy in; see PRERENDER_THEME_SCRIPT. */
export const THEME_SWAP = { templateId: PRERENDERED_DARK_ID, script: PRERENDER_THEME_SCRIPT };

// A first-time visitor has no stored theme: auto mode, light by day and dark at night. Pages are rendered both ways.
const PRERENDER_TIME: Record<ResolvedMode, Date> = {
  light: new Date(2000, 0, 1, 12),
  dark: new Date(2000, 0, 1, 0),
};

export interface RenderedPage {
  html: string;
  /** The page's <title> and meta tags. */
  head: string;
  /** <style> tags for the head: emotion's global styles, then the page's own rules. */
  styles: string;
  meta: PageHead;
}

/** The styles a render inserted, as emotion's server tags (the browser's emotion adopts them on load). */
function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else {
      ids.push(id);
      css += rules;
    }
  }
  return [...globals, `<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`].join('');
}

/** The offer a copy is drawn for; the administrator's address, when there is one, is the server's to fill in. */
function drawnOffer(offer: PageOffer | undefined): SiteOffer {
  if (!offer) return BUILT_OFFER;
  const adminContact = offer.hasContact ? PRERENDER_CONTACT_PLACEHOLDER : null;
  return { billing: offer.billing, showPrices: offer.showPrices, adminContact };
}

export async function renderPage(url: string, mode: ResolvedMode = 'light', offer?: PageOffer): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  // The page is served only to visitors without a session (the server checks), so render it as theirs.
  queryClient.setQueryData(meQueryKey, null);
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const collected: { meta: PageHead | null } = { meta: null };

  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageMetaCollector.Provider value={collected}>
          <QueryClientProvider client={queryClient}>
            <PrerenderOfferProvider value={drawnOffer(offer)}>
              <AppThemeProvider initialMode="auto" initialNow={PRERENDER_TIME[mode]}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppThemeProvider>
            </PrerenderOfferProvider>
          </QueryClientProvider>
        </PageMetaCollector.Provider>
      </CacheProvider>
    </StrictMode>,
  );
  queryClient.clear();
  const meta = collected.meta ?? DEFAULT_META;
  return { html, head: headHtml(meta), styles: styleTags(cache), meta };
}
