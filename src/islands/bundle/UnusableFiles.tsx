/** The case's files the bundle cannot take (an old .doc, or another type), each with what to do instead. */
import { documentKind } from '../../bundle-pdf/kinds';
import type { BundleFile } from '../../domain/bundle-files';
import { format, type Messages } from '../../i18n/island-messages';
import type { HearingBundleMessageKey } from './hearing-bundle-messages';

export default function UnusableFiles({
  files,
  messages: t,
}: {
  files: readonly Pick<BundleFile, 'id' | 'fileName' | 'fileType'>[];
  messages: Messages<HearingBundleMessageKey>;
}) {
  if (files.length === 0) return null;
  return (
    <div className="bundle-unusable">
      <h3>{t['bundleBuilder.cannotInclude']}</h3>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            {format(
              t[documentKind(file.fileName, file.fileType) === 'doc' ? 'bundleBuilder.docAdvice' : 'bundleBuilder.otherAdvice'],
              { file: file.fileName },
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
