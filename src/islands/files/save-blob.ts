/** Hands a file made in the browser to the browser as a download (chronology, documents). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by the next task; then it can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
