/**
 * The tracker's ET1 panel: the answers for the online ET1 claim form, section by section, from the
 * case open on the screen above ($trackerCase), its dated events and its pay details, each with a
 * copy button whose result is announced to screen readers. The answers are in English (they are
 * filed); labels and help are in the screen's language, and a Portuguese page shows a reading copy
 * under each answer. Section 8.1 and the remedy come from the complaints the claimant chose (GET
 * /api/cases/:caseId/complaints), the same choice the particulars and the schedule of loss read;
 * until there is one, the claim type's suggestion stands in and the panel says so. The full drafts stay on /documents. Its section and heading are the page's
 * (TrackerPage.astro), so /tracker#et1-answers has somewhere to land before this is drawn.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ComplaintChoice } from '../../../domain/complaints';
import { buildEt1Answers, type Et1Answer, type Et1Section } from '../../../domain/et1-form/answers';
import type { PayDetails } from '../../../domain/pay-details';
import { format, type Messages, plural } from '../../../i18n/island-messages';
import { call, client } from '../../../stores/api';
import { $trackerCase } from '../../../stores/tracker-case';
import { fetchIslandWords } from '../../island-words';
import { ET1_SECTION_HEADINGS, type Et1PanelFirstMessageKey, type Et1Words } from './et1-panel-message-keys';

/** The GOV.UK service where the form is filed. */
const ET1_FORM_URL = 'https://www.gov.uk/employment-tribunals/make-a-claim';
/** The address the home page's "Free ET1 Claim Form" links to (/tracker#et1-answers). */
export const ET1_PANEL_ID = 'et1-answers';

interface Props {
  /** What the panel says before its words come; the rest are fetched with them. */
  messages: Messages<Et1PanelFirstMessageKey>;
  /** Where the answers' words are (Et1Words: English, a Portuguese reading copy, the panel's own), fetched when drawn. */
  wordsPath: string;
  /** 'en-GB' or 'pt-PT', for plurals. */
  pluralLocale: string;
  documentsPath: string;
}

function formatters(locale: string) {
  const dates = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    longDate: (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      return dates.format(new Date(Date.UTC(y, m - 1, d)));
    },
    money: (pence: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: pence % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(pence / 100),
  };
}

export default function Et1Panel({ messages: t, wordsPath, pluralLocale, documentsPath }: Props) {
  const tracker = useStore($trackerCase);
  const caseRecord = tracker?.caseRecord ?? null;
  const events = tracker?.events;
  const caseId = caseRecord?.id ?? null;
  const [pay, setPay] = useState<{ caseId: string; details: PayDetails | null } | null>(null);
  const [chosen, setChosen] = useState<{ caseId: string; choice: ComplaintChoice | null } | null>(null);
  const [copied, setCopied] = useState<{ id: string; ok: boolean } | null>(null);
  // The answers' words are fetched, not carried in the page (src/islands/island-words.ts); 'failed' says so.
  const [words, setWords] = useState<Et1Words | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    fetchIslandWords<Et1Words>(wordsPath)
      // A words file of another build (kept by a cache across a deploy) may lack the panel's own
      // words: it says the answers could not be loaded (reload the page) rather than draw blanks.
      .then((fetched) => current && setWords(fetched.messages ? fetched : 'failed'))
      .catch(() => current && setWords('failed'));
    return () => {
      current = false;
    };
  }, [wordsPath]);

  useEffect(() => {
    if (!caseId) return;
    let current = true;
    call(client.api.cases[':caseId']['pay-details'].$get({ param: { caseId } }))
      .then((details) => current && setPay({ caseId, details }))
      // Without the pay details those answers say where to add them; the rest still stand.
      .catch(() => current && setPay({ caseId, details: null }));
    call(client.api.cases[':caseId'].complaints.$get({ param: { caseId } }))
      .then((answer) => current && setChosen({ caseId, choice: answer.saved }))
      // Without the choice the claim type's suggestion stands in, and the panel says so.
      .catch(() => current && setChosen({ caseId, choice: null }));
    return () => {
      current = false;
    };
  }, [caseId]);

  const loaded = caseRecord && pay?.caseId === caseRecord.id ? pay : null;
  const complaints = caseRecord && chosen?.caseId === caseRecord.id ? chosen : null;
  const sections = useMemo(() => {
    if (!caseRecord || !loaded || !complaints || !events || words === null || words === 'failed') return null;
    const input = { case: caseRecord, events, payDetails: loaded.details, complaints: complaints.choice };
    const english = buildEt1Answers({ ...input, words: words.answerWords, ...formatters('en-GB') });
    const reading = words.readingWords ? buildEt1Answers({ ...input, words: words.readingWords, ...formatters('pt-PT') }) : null;
    return { english, reading, messages: words.messages };
  }, [caseRecord, events, loaded, complaints, words]);

  async function copy(answer: Et1Answer) {
    if (answer.text === null) return;
    try {
      await navigator.clipboard.writeText(answer.text);
      setCopied({ id: answer.id, ok: true });
    } catch {
      setCopied({ id: answer.id, ok: false });
    }
  }

  // The answers' words not in English (src/domain/english-check), the language model loaded on first use.
  const [notEnglish, setNotEnglish] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!sections) return;
    let current = true;
    void import('../../../domain/english-check').then(({ notEnglishPassages }) => {
      const flagged = sections.english
        .flatMap((section) => section.answers)
        .filter((answer) => answer.text !== null && notEnglishPassages(answer.text).length > 0)
        .map((answer) => answer.id);
      if (current) setNotEnglish(new Set(flagged));
    });
    return () => {
      current = false;
    };
  }, [sections]);

  const number = (n: number) => n.toLocaleString(pluralLocale);

  const readingText = (section: Et1Section, answer: Et1Answer) =>
    sections?.reading?.find((item) => item.id === section.id)?.answers.find((item) => item.id === answer.id)?.text ?? null;

  return (
    <>
      <p>{t['et1Form.intro']}</p>
      <p>
        <a href={ET1_FORM_URL} target="_blank" rel="noopener noreferrer">
          {t['et1Form.openForm']}
          <span className="visually-hidden"> {t['external.newTab']}</span>
        </a>
      </p>
      <p>
        <a href={documentsPath}>{t['et1Form.fullDrafts']}</a>
      </p>
      {tracker === null ? (
        <p role="status">{t['et1Form.loading']}</p>
      ) : !caseRecord ? (
        <p className="banner banner-info">{t['et1Form.notSaved']}</p>
      ) : words === 'failed' ? (
        <p className="banner banner-warning" role="alert">
          {t['et1Form.loadError']}
        </p>
      ) : !sections ? (
        <p role="status">{t['et1Form.loading']}</p>
      ) : (
        answers(sections)
      )}
    </>
  );

  /** The answers, section by section, in the words fetched with them (called, not a component: nothing remounts). */
  function answers(ready: NonNullable<typeof sections>) {
    const w = ready.messages;
    return (
      <>
        {complaints?.choice === null && (
          <p className="banner banner-info" data-complaints-not-chosen>
            {w['et1Form.complaintsNotChosen']} <a href={documentsPath}>{w['et1Form.chooseComplaints']}</a>
          </p>
        )}
        {ready.english.map((section) => (
          <div key={section.id} className="et1-section">
            <h3>{w[ET1_SECTION_HEADINGS[section.id]]}</h3>
            {section.answers.map((answer) => {
              const label = w[`et1Form.field.${answer.id}`];
              // A reading copy only where the words differ (not under a name, a number or a date in figures).
              const reading = readingText(section, answer);
              return (
                <div key={answer.id} className="et1-answer" data-answer={answer.id}>
                  <h4>{label}</h4>
                  {answer.text === null ? (
                    <p className="hint">
                      {answer.from === 'payDetails' || answer.from === 'complaints' ? (
                        <a href={documentsPath}>
                          {answer.id === 'dateOfBirth' ? w['et1Form.missing.dateOfBirth'] : w[`et1Form.missing.${answer.from}`]}
                        </a>
                      ) : (
                        w[`et1Form.missing.${answer.from}`]
                      )}
                    </p>
                  ) : (
                    <>
                      <p className="et1-answer-text" lang="en">
                        {answer.text}
                      </p>
                      {answer.doubtful && <p className="banner banner-warning">{w['et1Form.doubtful']}</p>}
                      {answer.id === 'claimDetails' && (
                        <p className="hint" data-attach-particulars>
                          <a href={documentsPath}>{w['et1Form.attachParticulars']}</a>
                        </p>
                      )}
                      {notEnglish.has(answer.id) && (
                        <p className="banner banner-warning" data-not-english>
                          {w['et1Form.notEnglish']}
                        </p>
                      )}
                      {answer.limit &&
                        (answer.limit.over > 0 ? (
                          <p className="banner banner-warning et1-over">
                            {plural(w, 'et1Form.over', answer.limit.over, pluralLocale, { max: number(answer.limit.max) })}
                            {answer.id === 'claimDetails' && ` ${w['et1Form.overUpload']}`}
                          </p>
                        ) : (
                          <p className="hint">
                            {format(w['et1Form.count'], { length: number(answer.limit.length), max: number(answer.limit.max) })}
                          </p>
                        ))}
                      {reading !== null && reading !== answer.text && (
                        <div className="et1-reading">
                          <p className="hint">{w['et1Form.readingCopy']}</p>
                          <p className="et1-answer-text" lang="pt-PT">
                            {reading}
                          </p>
                        </div>
                      )}
                      <div className="et1-copy">
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={format(w['et1Form.copyLabel'], { field: label })}
                          onClick={() => void copy(answer)}
                        >
                          {w['et1Form.copy']}
                        </button>
                        <span role="status">
                          {copied?.id === answer.id &&
                            (copied.ok ? format(w['et1Form.copied'], { field: label }) : w['et1Form.copyFailed'])}
                        </span>
                      </div>
                    </>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </>
    );
  }
}
