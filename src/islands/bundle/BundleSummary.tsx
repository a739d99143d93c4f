/**
 * After a build: the link to download the bundle again, what went in (number, name, pages) and what
 * did not, each with its reason in words. Its heading takes focus, so a screen reader hears the
 * outcome.
 */
import type { Ref } from 'react';
import type { IndexEntry, SkippedDocument } from '../../bundle-pdf/types';
import { formatFileSize } from '../../i18n/format';
import { format, type Messages, plural } from '../../i18n/island-messages';
import type { SavedFiles } from './built-files';
import { type HearingBundleMessageKey, SKIP_MESSAGES } from './hearing-bundle-messages';

export interface BuiltBundle extends SavedFiles {
  pageCount: number;
  entries: readonly IndexEntry[];
}

interface Props {
  bundle: BuiltBundle | null;
  skipped: readonly SkippedDocument[];
  messages: Messages<HearingBundleMessageKey>;
  pluralLocale: string;
  headingRef: Ref<HTMLHeadingElement>;
}

export default function BundleSummary({ bundle, skipped, messages: t, pluralLocale, headingRef }: Props) {
  return (
    <div className="bundle-summary">
      <h3 ref={headingRef} tabIndex={-1}>
        {t['bundleBuilder.summaryTitle']}
      </h3>
      {bundle && (
        <>
          {bundle.volumes.length === 0 ? (
            <p>
              <a href={bundle.url} download={bundle.fileName}>
                {t['bundleBuilder.downloadAgain']}
              </a>{' '}
              ({bundle.fileName}, {plural(t, 'bundleBuilder.summaryPages', bundle.pageCount, pluralLocale)})
            </p>
          ) : (
            <>
              <h4>{t['bundleBuilder.volumesTitle']}</h4>
              <ul className="bundle-volume-list">
                {bundle.volumes.map((volume) => (
                  <li key={volume.number}>
                    <a href={volume.url} download={volume.fileName}>
                      {format(t['bundleBuilder.volumeLink'], {
                        n: volume.number,
                        from: volume.firstPage,
                        to: volume.lastPage,
                        size: formatFileSize(volume.size, pluralLocale === 'pt-PT' ? 'pt' : 'en'),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
          {bundle.overLimit.map((n) => (
            <p key={n} className="banner banner-warning">
              {format(t['bundleBuilder.overLimit'], { n })}
            </p>
          ))}
          <h4>{t['bundleBuilder.included']}</h4>
          <ul className="bundle-included">
            {bundle.entries.map((entry) => (
              <li key={entry.id}>
                {entry.firstPage === entry.lastPage
                  ? format(t['bundleBuilder.entryOnePage'], { number: entry.number, file: entry.title, page: entry.firstPage })
                  : format(t['bundleBuilder.entryPages'], {
                      number: entry.number,
                      file: entry.title,
                      from: entry.firstPage,
                      to: entry.lastPage,
                    })}
                {entry.convertedFromWord && <span className="bundle-item-note"> ({t['bundlePdf.convertedFromWord']})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {skipped.length > 0 && (
        <>
          <h4>{t['bundleBuilder.notIncluded']}</h4>
          <ul className="bundle-skipped">
            {skipped.map((skip) => (
              <li key={`${skip.fileName}:${skip.reason}`}>{format(t[SKIP_MESSAGES[skip.reason]], { file: skip.fileName })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
