import { expect } from 'vitest';
import { routes } from '../../schemas/routes';
import type { TestApi } from './harness';

const LIST_KEY = { adminUsers: 'users', adminCampaigns: 'campaigns', adminTransactions: 'transactions' } as const;

/**
 * Follows nextCursor from the first page to the last and returns every row (wire format) in the order
 * served, checking each page against the contract, that no page is over `limit` and that only the last
 * page is short.
 */
export async function readAllPages(
  api: TestApi,
  name: keyof typeof LIST_KEY,
  options: { token: string; limit: number; query?: Record<string, string> },
): Promise<{ _id: string }[]> {
  const rows: { _id: string }[] = [];
  let cursor: string | null = null;
  for (let pageNo = 0; pageNo < 1000; pageNo += 1) {
    const query: Record<string, string> = { ...options.query, limit: String(options.limit) };
    if (cursor) query.cursor = cursor;
    const res = await api.call(name, { token: options.token, query });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    routes[name].response.parse(res.json);
    const data = (res.json as { data: Record<string, unknown> }).data;
    const items = data[LIST_KEY[name]] as { _id: string }[];
    expect(items.length).toBeLessThanOrEqual(options.limit);
    rows.push(...items);
    cursor = data.nextCursor as string | null;
    if (cursor === null) return rows;
    expect(items.length).toBe(options.limit);
  }
  throw new Error('More than 1000 pages');
}

/** Every expected id exactly once, nothing else. */
export function expectEachOnce(rows: { _id: string }[], expectedIds: string[]) {
  const ids = rows.map((r) => r._id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual([...expectedIds].sort());
}
