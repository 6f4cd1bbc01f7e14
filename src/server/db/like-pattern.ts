/** An ILIKE pattern for text containing `q` literally: %, _ and \ typed by someone are not wildcards. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
