import { escapeHtml, type LandingContent, type PricingPlan, pricingCardsHtml } from '@taskflow/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type HtmlPage, type PublicPages, toHtmlPage } from '../../plugins/prerendered-pages';
import { listPricingPlans } from '../pricing-plans';
import { getLandingContent } from './site-content.service';

/** Pages whose first HTML carries what the admin area saved. */
const DYNAMIC_PATHS = new Set(['/', '/pricing']);
/** Another process's save reaches this one's pages within this time; this process's saves at once. */
const REFRESH_MS = 2000;

export interface SiteData {
  landing: LandingContent;
  plans: PricingPlan[];
}

/** The id of the JSON data block the web app reads its first render from (no script runs from it). */
export const SITE_DATA_ID = 'site-data';

/** Text between an element's opening tag carrying `data-landing="field"` and its closing tag. */
function replaceLandingField(html: string, field: string, value: string): string {
  const pattern = new RegExp(`(<([a-z0-9]+)[^>]*\\sdata-landing="${field}"[^>]*>)[^<]*(</\\2>)`);
  return html.replace(
    pattern,
    (_match, open: string, _tag: string, close: string) => `${open}${escapeHtml(value)}${close}`,
  );
}

/**
 * Writes the saved content into a prerendered page: the hero's text fields, the plan cards between their
 * markers, and the data block the app hydrates from (the same values, so hydration finds the same text).
 */
export function patchPage(html: string, path: string, data: SiteData): string {
  let out = html;
  if (path === '/') {
    for (const field of ['title', 'description', 'buttonText'] as const) {
      out = replaceLandingField(out, field, data.landing[field]);
    }
  }
  if (path === '/pricing') {
    out = out.replace(
      /<!--plans-->[\s\S]*?<!--\/plans-->/,
      `<!--plans-->${pricingCardsHtml(data.plans)}<!--/plans-->`,
    );
  }
  // `<` escaped: the JSON cannot close its script element whatever the admin typed.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return out.replace(
    '</body>',
    `<script type="application/json" id="${SITE_DATA_ID}">${json}</script>\n  </body>`,
  );
}

export async function readSiteData(db: Db): Promise<SiteData> {
  const [landing, plans] = await Promise.all([getLandingContent(db), listPricingPlans(db)]);
  return { landing, plans };
}

export function createPublicPages(db: Db): PublicPages {
  let data: { value: Promise<SiteData>; at: number } | undefined;
  const patched = new Map<string, { source: HtmlPage; key: string; page: HtmlPage }>();
  return {
    async pageFor(path, page) {
      if (!DYNAMIC_PATHS.has(path)) return page;
      if (!data || Date.now() - data.at > REFRESH_MS) {
        const value = readSiteData(db);
        data = { value, at: Date.now() };
        value.catch(() => {
          data = undefined;
        });
      }
      const current = await data.value;
      const key = JSON.stringify(current);
      const cached = patched.get(path);
      if (cached && cached.source === page && cached.key === key) return cached.page;
      // A new HtmlPage: its compressed copies are made once, on its first request.
      const next = toHtmlPage(patchPage(page.html, path, current));
      patched.set(path, { source: page, key, page: next });
      return next;
    },
    invalidate() {
      data = undefined;
    },
  };
}

/** Decorates the app with its public pages; register it before the web plugin. */
export const publicPagesPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('publicPages', createPublicPages(app.db));
});
