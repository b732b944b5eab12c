// Lighthouse (the npm package) against the signed-in entries screen, in a fresh browser context
// per run: the token is put in sessionStorage by a script that runs before the app, as a
// signed-in visitor's tab would have it. Lighthouse's own storage reset still runs, so every run
// is a first visit (no HTTP cache, no service worker yet).
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { demoDb, openPage } from './browser.mjs';

export const PRESETS = ['mobile', 'desktop'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Audits that cost points in a category, with what they cost. */
function lostPoints(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const total = category.auditRefs.reduce((n, ref) => n + ref.weight, 0);
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => ({
      id: ref.id,
      title: audit.title,
      score: audit.score,
      points: Math.round((((1 - audit.score) * ref.weight * 100) / total) * 10) / 10,
      displayValue: audit.displayValue ?? null,
    }));
}

/** `path`: the page audited, the signed-in entries screen unless given. */
export async function runLighthouse({ browser, server, preset, mode, anchor, path = '/entries' }) {
  const session = await openPage(browser, {
    origin: server.url,
    db: mode === 'demo' ? demoDb(0, anchor) : undefined,
    probes: false,
    viewport: null,
  });
  try {
    const flags = { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES };
    const result = await lighthouse(
      `${server.url}${path}`,
      flags,
      preset === 'desktop' ? desktopConfig : undefined,
      session.page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    const lcpNode =
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      fcpMs: metric('first-contentful-paint'),
      siMs: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
      bytes: metric('total-byte-weight'),
      lcpElement: lcpNode?.snippet ?? null,
      // Where that element is, from the root ("1,HTML,1,BODY,…,TABLE,1,TBODY,0,TR,0,TD").
      lcpPath: lcpNode?.path ?? null,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      lost: {
        performance: lostPoints(lhr, 'performance'),
        accessibility: lostPoints(lhr, 'accessibility'),
        bestPractices: lostPoints(lhr, 'best-practices'),
      },
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await session.close();
  }
}
