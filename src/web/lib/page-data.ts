import { loadQueryClient } from './app-query-client';

/** What a server-rendered page carries of its screen's queries (src/server/render/public-pages.ts). */
export type PageData = { queryKey: readonly unknown[]; data: unknown }[];

/**
 * Puts the data a server-rendered page carries in the app's client, so its screen renders the same data at once
 * and sends no request. The server decoded the answers with their response schemas: the data is already the shape
 * the queries hold, and is not parsed again here (that work would delay the page's first interaction). Set now,
 * it is as fresh as the page.
 */
export async function startFromPageData(element: HTMLElement) {
  const client = await loadQueryClient();
  const pageData = JSON.parse(element.textContent || '[]') as PageData;
  for (const { queryKey, data } of pageData) client.setQueryData(queryKey, data);
}
