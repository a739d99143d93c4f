/**
 * The key statutory sections under the case-law results, as last synced from legislation.gov.uk
 * (English texts, marked as such on a Portuguese page), each opened with its version date.
 */
import type { InferResponseType } from 'hono/client';
import { useEffect, useMemo, useState } from 'react';
import { format, type Messages } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';

export const LEGISLATION_MESSAGE_KEYS = ['caseLaw.legislationTitle', 'caseLaw.legislationVersion'] as const;

/** A section as GET /api/case-law/legislation types it. */
type LegislationItem = InferResponseType<(typeof client.api)['case-law']['legislation']['$get']>['items'][number];

interface Props {
  headingId: string;
  messages: Messages<(typeof LEGISLATION_MESSAGE_KEYS)[number]>;
  dateLocale: string;
}

export default function LegislationList({ headingId, messages: t, dateLocale }: Props) {
  const [legislation, setLegislation] = useState<LegislationItem[] | null>(null);
  const longDate = useMemo(
    () => new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [dateLocale],
  );

  useEffect(() => {
    void call(client.api['case-law'].legislation.$get())
      .then((result) => setLegislation(result.items))
      .catch(() => setLegislation([]));
  }, []);

  // Nothing synced yet is the operators' business, not the reader's: the section appears once there is law to show.
  if (!legislation || legislation.length === 0) return null;

  return (
    <section className="legislation" aria-labelledby={headingId}>
      <h2 id={headingId}>{t['caseLaw.legislationTitle']}</h2>
      {legislation.map((section) => (
        <details key={section.uri} className="expandable">
          <summary lang="en-GB">
            {section.actTitle}, s.{section.section}: {section.heading}
          </summary>
          <div className="expandable-body" lang="en-GB">
            {section.versionDate && (
              <p className="meta">
                {format(t['caseLaw.legislationVersion'], {
                  date: longDate.format(new Date(`${section.versionDate}T00:00:00Z`)),
                })}
              </p>
            )}
            {section.text.split('\n\n').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="attribution">{section.attribution}</p>
          </div>
        </details>
      ))}
    </section>
  );
}
