/**
 * Saves `text` as a file made in the browser (a Blob): for what the server does not keep or will
 * not serve again (a consumed burn-after-reading pasty, recovery codes shown once).
 */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
