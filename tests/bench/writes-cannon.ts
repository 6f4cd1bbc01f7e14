import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { figuresOf, type CannonFigures } from './cannon';

/**
 * The write rows' autocannon runs that cannon.ts has no scenario for (submissions over several campaigns,
 * approvals by each campaign's own creator, withdrawal requests), in a process of their own like cannon.ts:
 * `node --import tsx tests/bench/writes-cannon.ts <spec.json>`, one JSON line (CannonFigures) out. A run ends
 * after `duration` seconds, or earlier when a finite list (the queued clips to approve) is used up, so a fast
 * server never re-approves a clip and has it counted as a 4xx.
 */
export type WriteScenario =
  /** Request i: clipper tokens[i % n] submits a fresh video to campaignIds[i % m] (every clipper joined them all). */
  | { kind: 'submit'; tokens: string[]; campaignIds: string[]; videoPrefix: string }
  /** Request i: items[i].token (the campaign's creator) approves items[i].clipId with 1,000 views. */
  | { kind: 'approve'; items: { clipId: string; token: string }[] }
  /** Request i: clipper tokens[i % n] asks for a ₹1 withdrawal. */
  | { kind: 'withdraw'; tokens: string[] };

export type WriteSpec = { name: string; url: string; connections: number; duration: number; scenario: WriteScenario };

const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

function at<T>(list: T[], i: number): T {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('empty rotation list');
  return value;
}

function requestFor(scenario: WriteScenario): autocannon.Request {
  let i = 0;
  switch (scenario.kind) {
    case 'submit': {
      const { tokens, campaignIds, videoPrefix } = scenario;
      return {
        method: 'POST',
        path: '/api/clip-submissions',
        setupRequest: (req) => {
          const n = i++;
          // 11 characters, as YouTube's ids: a prefix unique to the row, then the request's number.
          const videoId = `${videoPrefix}${n.toString(36).padStart(11 - videoPrefix.length, '0')}`;
          const body = {
            campaignId: at(campaignIds, n),
            clipLink: `https://youtube.com/shorts/${videoId}`,
            viewCount: 1000,
            notes: 'Bench clip',
          };
          return { ...req, headers: json(at(tokens, n)), body: JSON.stringify(body) };
        },
      };
    }
    case 'approve': {
      const { items } = scenario;
      return {
        method: 'PATCH',
        setupRequest: (req) => {
          const item = at(items, i++);
          return {
            ...req,
            path: `/api/clips/${item.clipId}/approve`,
            headers: json(item.token),
            body: JSON.stringify({ viewCount: 1000 }),
          };
        },
      };
    }
    case 'withdraw': {
      const { tokens } = scenario;
      return {
        method: 'POST',
        path: '/api/wallet/withdraw',
        setupRequest: (req) => ({
          ...req,
          headers: json(at(tokens, i++)),
          body: JSON.stringify({ amount: 1, upiId: 'bench@okbank' }),
        }),
      };
    }
  }
}

export function runWriteCannon(spec: WriteSpec): Promise<CannonFigures> {
  const amount = spec.scenario.kind === 'approve' ? spec.scenario.items.length : undefined;
  return new Promise((done, fail) => {
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url: spec.url,
        connections: amount === undefined ? spec.connections : Math.min(spec.connections, amount),
        duration: spec.duration,
        ...(amount === undefined ? {} : { amount }),
        requests: [requestFor(spec.scenario)],
        timeout: 30,
      },
      (error, result) => {
        if (timer) clearTimeout(timer);
        if (error) return fail(error instanceof Error ? error : new Error(String(error)));
        done(figuresOf(spec, result));
      },
    );
    // With `amount` autocannon ignores `duration`: the row still ends on time.
    if (amount !== undefined) timer = setTimeout(() => instance.stop(), spec.duration * 1000);
  });
}

/** One run in its own process (so the load generator's CPU is neither the server's nor the driver's). */
export async function writeCannon(spec: WriteSpec): Promise<CannonFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'clipmandi-writes-cannon-'));
  try {
    const file = join(dir, 'spec.json');
    writeFileSync(file, JSON.stringify(spec));
    const out = await new Promise<string>((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/writes-cannon.ts', file], {
        cwd: resolve(import.meta.dirname, '../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) =>
        code === 0 ? done(stdout) : fail(new Error(`writes-cannon exited with ${code}:\n${stderr}`)),
      );
    });
    return JSON.parse(out.trim().split('\n').at(-1) ?? '') as CannonFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const specFile = process.argv[2];
if (specFile && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await runWriteCannon(JSON.parse(readFileSync(specFile, 'utf8')) as WriteSpec);
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
