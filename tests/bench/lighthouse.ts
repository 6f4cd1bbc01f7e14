import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { pathToFileURL } from 'node:url';
import { startAppServer } from './app-server';
import { percentile } from './stats';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type FormFactor = 'mobile' | 'desktop';

export type LighthouseFigures = {
  path: string;
  formFactor: FormFactor;
  runs: number;
  /** Lighthouse performance score 0-100 of the median run (by score). */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every run's score, so noise is visible. */
  scores: number[];
};

/** The paths the issue tracks; `/campaign/:id` is filled with a live campaign's id. */
/** `hi:` is the page for a browser set to Hindi (Accept-Language hi-IN, docs/languages.md). */
export const LIGHTHOUSE_PATHS = [
  '/',
  '/discover',
  '/campaign/:id',
  '/login',
  'hi:/',
  'hi:/discover',
  'hi:/campaign/:id',
];

/** A listed campaign's id from the public API (for /campaign/:id). */
export async function firstCampaignId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/campaigns`);
  const body = (await res.json()) as { campaigns?: { _id: string }[] };
  const id = body.campaigns?.[0]?._id;
  if (!id) throw new Error(`GET /api/campaigns listed no campaign (status ${res.status})`);
  return id;
}

/**
 * Lighthouse (performance category only) on each path, mobile (its default: simulated slow 4G and a 4x slower
 * CPU) and the desktop preset, `runs` times each; reports the median run by score. One headless Chromium for
 * all runs; Lighthouse resets storage and cache before each navigation.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  options: { runs: number; formFactors?: FormFactor[]; onResult?: (figures: LighthouseFigures) => void },
): Promise<LighthouseFigures[]> {
  const campaignId = paths.some((p) => p.includes(':id')) ? await firstCampaignId(baseUrl) : '';
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const formFactor of options.formFactors ?? (['mobile', 'desktop'] as const)) {
      const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
      for (const pattern of paths) {
        const hindi = pattern.startsWith('hi:');
        const path = pattern.replace(/^hi:/, '').replace(':id', campaignId);
        const runs: Omit<LighthouseFigures, 'path' | 'formFactor' | 'runs' | 'scores'>[] = [];
        const errors: string[] = [];
        // A run that fails to record (Lighthouse's NO_NAVSTART and the like, rare on a busy machine) is retried.
        for (let i = 0; i < options.runs && errors.length < options.runs + 2;) {
          const result = await lighthouse(
            `${baseUrl}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              ...(hindi ? { extraHeaders: { 'Accept-Language': 'hi-IN,hi;q=0.9' } } : {}),
            },
            config,
          );
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            errors.push(lhr?.runtimeError?.message ?? 'no result');
            continue;
          }
          i++;
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          runs.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcpMs: Math.round(audit('first-contentful-paint')),
            lcpMs: Math.round(audit('largest-contentful-paint')),
            tbtMs: Math.round(audit('total-blocking-time')),
            cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
            speedIndexMs: Math.round(audit('speed-index')),
          });
        }
        if (runs.length === 0) throw new Error(`Lighthouse could not measure ${path}: ${errors.join('; ')}`);
        const scores = runs.map((r) => r.score);
        const median = percentile(scores, 50);
        const chosen = runs.find((r) => r.score === median) ?? runs[0];
        if (!chosen) continue;
        const entry: LighthouseFigures = { path: pattern, formFactor, runs: runs.length, ...chosen, scores };
        figures.push(entry);
        options.onResult?.(entry);
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

export const formatLighthouse = (f: LighthouseFigures) =>
  `${f.formFactor.padEnd(7)} ${f.path.padEnd(14)} score ${String(f.score).padStart(3)} (runs ${f.scores.join('/')})  ` +
  `FCP ${f.fcpMs} ms  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  CLS ${f.cls}  SI ${f.speedIndexMs} ms`;

/**
 * `node --import tsx tests/bench/lighthouse.ts [--url=http://host:port] [--runs=N] [--mobile|--desktop] [paths...]`
 * Without --url it starts the built app (dist/) on a fresh embedded database with the demo data.
 */
async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const paths = args.filter((a) => a.startsWith('/'));
  const formFactors: FormFactor[] = args.includes('--mobile')
    ? ['mobile']
    : args.includes('--desktop')
      ? ['desktop']
      : ['mobile', 'desktop'];
  const url = flag('url');
  const server = url ? null : await startAppServer({ seedDemo: true });
  try {
    await measureLighthouse(url ?? server?.baseUrl ?? '', paths.length > 0 ? paths : LIGHTHOUSE_PATHS, {
      runs: Number(flag('runs') ?? 1),
      formFactors,
      onResult: (f) => console.log(formatLighthouse(f)),
    });
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
