/** Hands `text` to the browser as a download named `fileName` (a report, a template, views). */
export function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the download to start; the URL holds the file until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
