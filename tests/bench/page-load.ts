import type { E2e } from '../e2e/harness';
import { percentile, round1 } from './stats';

export type PageLoadFigures = { path: string; runs: number; fcpMs: number; lcpMs: number; loadMs: number; transferKb: number }[];

/**
 * Cold loads of public pages in headless Chromium (fresh context each run, so nothing is cached):
 * first contentful paint, largest contentful paint, load event and bytes transferred; medians.
 */
export async function measurePageLoads(e2e: E2e, paths: string[], runs: number): Promise<PageLoadFigures> {
  const figures: PageLoadFigures = [];
  for (const path of paths) {
    const fcp: number[] = [];
    const lcp: number[] = [];
    const load: number[] = [];
    const transfer: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await e2e.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      const m = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: number; load: number; transfer: number }>((resolve) => {
            let lcp = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => {
              const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
              const paint = performance.getEntriesByName('first-contentful-paint')[0];
              const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
              const transfer = resources.reduce((s, r) => s + r.transferSize, nav?.transferSize ?? 0);
              resolve({ fcp: paint?.startTime ?? 0, lcp, load: nav?.loadEventEnd ?? 0, transfer });
            }, 300);
          }),
      );
      fcp.push(m.fcp);
      lcp.push(m.lcp);
      load.push(m.load);
      transfer.push(m.transfer);
      await page.context().close();
    }
    figures.push({
      path,
      runs,
      fcpMs: round1(percentile(fcp, 50)),
      lcpMs: round1(percentile(lcp, 50)),
      loadMs: round1(percentile(load, 50)),
      transferKb: round1(percentile(transfer, 50) / 1024),
    });
  }
  return figures;
}
