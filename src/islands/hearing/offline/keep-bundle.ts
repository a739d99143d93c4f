/**
 * "Keep this bundle for the hearing day" on the bundle screen: the PDF just built (or each of its
 * volumes) is kept in the hearing day kit on this device. Imported only when the button is pressed.
 */
import { KIT_DECLINED_KEY } from '../../../stores/device-data';
import { keepBundle } from './device-store';

interface BuiltFiles {
  fileName: string;
  pdf: Blob;
  volumes: readonly { fileName: string; pdf: Blob }[];
}

export async function keepBuiltBundle(caseId: string, built: BuiltFiles, keptAt = new Date().toISOString()): Promise<void> {
  const parts = built.volumes.length > 0 ? built.volumes : [built];
  const files = parts.map((part) => ({ fileName: part.fileName, pdf: part.pdf }));
  await keepBundle({ caseId, files, keptAt });
  // Asking to keep the bundle is asking to keep the kit, even after an earlier "Remove".
  try {
    localStorage.removeItem(KIT_DECLINED_KEY);
  } catch {
    // Storage blocked: the bundle is kept all the same.
  }
}
