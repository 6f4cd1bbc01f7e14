import type { ResponseOf, RouteName } from '@schemas/routes';

/**
 * An API read a server-drawn page shows at first paint: the call by its name in the route table, which the server
 * answers in-process (src/server/render/public-pages.ts), and the query of the screen's cache its answer fills.
 */
export type FirstPaintCall = {
  [N in RouteName]: {
    name: N;
    params?: Record<string, string>;
    query?: Record<string, string>;
    queryKey: readonly unknown[];
    /** An infinite query's first page. */
    infinite?: boolean;
    /** The part of the answer the query holds, when it is not the whole answer. */
    select?: (answer: ResponseOf<N>) => unknown;
  };
}[RouteName];

/**
 * A page the server draws (src/web/entry-server.tsx), declared on its route's `staticData.drawn`: the build chunks
 * whose stylesheets its markup needs (manifest keys or the chunk group names of vite.config.ts), and what it reads.
 */
export type DrawnPage = {
  chunks: readonly string[];
  firstPaint?: (input: { params: object; search: object }) => Promise<FirstPaintCall[]>;
};

/** A screen without data that the server draws: its chunk's stylesheets. */
export const drawnPage = (...chunks: string[]): DrawnPage => ({ chunks });
