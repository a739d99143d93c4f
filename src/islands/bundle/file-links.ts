/**
 * A bundle file leaves R2 only through a link signed for 60 seconds, asked for at the
 * moment it is needed: a download, a View Document click, or the hearing-bundle builder reading
 * the file's bytes.
 */
import { call, client } from '../../stores/api';

export async function signedLink(fileId: string): Promise<string> {
  const { url } = await call(client.api.bundles[':id'].link.$post({ param: { id: fileId } }));
  return url;
}

/** Starts the browser's download of a bundle file (the Worker answers `Content-Disposition: attachment`). */
export async function downloadFile(fileId: string): Promise<void> {
  const link = document.createElement('a');
  link.href = await signedLink(fileId);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The file's bytes, for building the hearing bundle in the browser. */
export async function fileBytes(fileId: string): Promise<ArrayBuffer> {
  const response = await fetch(await signedLink(fileId), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The file could not be read (HTTP ${response.status})`);
  return response.arrayBuffer();
}
