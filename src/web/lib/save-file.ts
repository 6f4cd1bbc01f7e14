/**
 * Saves text the app fetched as a download. Authenticated files (CSV exports, statements) come through the api
 * client, which carries the bearer token a plain link could not, so the answer is handed to the browser as a blob.
 */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
