/** Hands a text or file to the browser as a download named `fileName` (a report, a template, views). */
export function saveFile(content: string | Blob, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the download to start; the URL holds the file until then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
