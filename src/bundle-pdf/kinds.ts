/**
 * What kind of file a case document is, from its recorded MIME type, or its name's ending when the
 * type is missing or generic. The Worker checked the content's signature against the ending at
 * upload, so either can be trusted to choose how the file is put into the bundle. No pdf-lib here:
 * the screen imports it to show which files can go in.
 */
export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'text' | 'docx' | 'doc' | 'other';

const BY_TYPE: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'text/plain': 'text',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
};

const BY_ENDING: Record<string, DocumentKind> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  txt: 'text',
  docx: 'docx',
  doc: 'doc',
};

export function documentKind(fileName: string, fileType: string): DocumentKind {
  // 'text/plain; charset=utf-8' → 'text/plain'
  const type = fileType.split(';')[0]?.trim().toLowerCase() ?? '';
  const byType = BY_TYPE[type];
  if (byType) return byType;
  const ending = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return BY_ENDING[ending] ?? 'other';
}
