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
  firstPage: number;
  lastPage: number;
  size: number;
}

export interface SavedFiles {
  /** The bundle's file, or the first volume's. */
  fileName: string;
  url: string;
  volumes: SavedVolume[];
  overLimit: number[];
}

function download(bytes: Uint8Array, fileName: string): string {
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  return url;
}

export const volumeFileName = (fileName: string, number: number, total: number) =>
  fileName.replace(/\.pdf$/, `_volume_${number}_of_${total}.pdf`);

export function saveBuilt(result: BuildResult, fileName: string): SavedFiles {
  if (!result.volumes || result.volumes.length < 2) {
    return { fileName, url: download(result.bytes, fileName), volumes: [], overLimit: result.overLimit ?? [] };
  }
  const total = result.volumes.length;
  const volumes = result.volumes.map((volume) => {
    const name = volumeFileName(fileName, volume.number, total);
    return { ...volume, fileName: name, url: download(volume.bytes, name), size: volume.bytes.byteLength };
  });
  return { fileName: volumes[0]!.fileName, url: volumes[0]!.url, volumes, overLimit: result.overLimit ?? [] };
}

/** Every blob URL of a saved bundle, to revoke when it is replaced. */
export function revokeSaved(saved: Pick<SavedFiles, 'url' | 'volumes'>): void {
  URL.revokeObjectURL(saved.url);
  for (const volume of saved.volumes) URL.revokeObjectURL(volume.url);
}
