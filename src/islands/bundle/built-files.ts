/**
 * A built bundle handed to the claimant: each PDF (the bundle, or each of its volumes) as a blob URL
 * and downloaded at once; the summary keeps the URLs to download again. Volumes are named
 * '…_hearing_bundle_volume_1_of_3.pdf', so they sort in order in a folder or an e-mail.
 */
import type { BuildResult } from '../../bundle-pdf/types';

export interface SavedVolume {
  number: number;
  fileName: string;
  url: string;
  /** The PDF itself, to keep on the device for the hearing day (the page cannot fetch its own blob URL under the CSP). */
  pdf: Blob;
  firstPage: number;
  lastPage: number;
  size: number;
}

export interface SavedFiles {
  /** The bundle's file, or the first volume's. */
  fileName: string;
  url: string;
  pdf: Blob;
  volumes: SavedVolume[];
  overLimit: number[];
}

function download(bytes: Uint8Array, fileName: string): { url: string; pdf: Blob } {
  const pdf = new Blob([bytes.slice()], { type: 'application/pdf' });
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  return { url, pdf };
}

export const volumeFileName = (fileName: string, number: number, total: number) =>
  fileName.replace(/\.pdf$/, `_volume_${number}_of_${total}.pdf`);

export function saveBuilt(result: BuildResult, fileName: string): SavedFiles {
  if (!result.volumes || result.volumes.length < 2) {
    return { fileName, ...download(result.bytes, fileName), volumes: [], overLimit: result.overLimit ?? [] };
  }
  const total = result.volumes.length;
  const volumes = result.volumes.map((volume) => {
    const name = volumeFileName(fileName, volume.number, total);
    return { ...volume, fileName: name, ...download(volume.bytes, name), size: volume.bytes.byteLength };
  });
  const first = volumes[0]!;
  return { fileName: first.fileName, url: first.url, pdf: first.pdf, volumes, overLimit: result.overLimit ?? [] };
}

/** Every blob URL of a saved bundle, to revoke when it is replaced. */
export function revokeSaved(saved: Pick<SavedFiles, 'url' | 'volumes'>): void {
  URL.revokeObjectURL(saved.url);
  for (const volume of saved.volumes) URL.revokeObjectURL(volume.url);
}
