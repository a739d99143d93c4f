/**
 * The documents a tribunal's order asks the claimant for (further particulars, a disability impact
 * statement, a list of issues, a chronology and cast list, a statement of the remedy sought): each
 * in both languages from the fixed case of ./_draft-facts.ts, writing no date or amount the case
 * does not hold, and naming every "[to complete: …]" gap in 'Still needed'.
 */
import { describe, expect, it } from 'vitest';
import { type ComplaintChoice, complaintLaw, defaultChoice } from '../../src/domain/complaints';
import type { DirectionFact } from '../../src/domain/drafting/direction';
import { amountsIn, datesIn } from '../../src/domain/drafting/fact-guard';
import type { DraftFacts } from '../../src/domain/drafting/facts';
import { templates } from '../../src/domain/drafting/templates';
import { orderQuestions } from '../../src/domain/drafting/templates/further-particulars';
import { translate } from '../../src/i18n/translate';
import { draftFacts, TODAY } from './_draft-facts';

const orderTypes = [
  'further_particulars',
  'impact_statement',
  'list_of_issues',
  'chronology_cast_list',
  'remedy_statement',
] as const;
const languages = ['en', 'pt'] as const;

const direction: DirectionFact = {
  due: '2027-01-15',
  time: '16:00',
  to: ['respondent', 'tribunal'],
  quote:
    'By 15 January 2027 the Claimant shall send to the Respondent and to the Tribunal further and better particulars of the claim, stating: (a) the date of each protected disclosure relied upon; (b) to whom each disclosure was made; and (c) what detriment the Claimant says followed.',
};

const choice = (complaints: ComplaintChoice['complaints']): ComplaintChoice => ({ ...defaultChoice(null), complaints });

/** Every date the facts hold, as the templates may write them. */
function knownDates(facts: DraftFacts): Set<string> {
  const dates = new Set<string>([facts.today, ...facts.events.map((event) => event.date)]);
  for (const entry of facts.chronology) dates.add(entry.date);
  for (const item of facts.evidence) if (item.evidenceDate) dates.add(item.evidenceDate);
  const record = facts.case;
  for (const value of [record.dismissalDate, record.acasStartDate, record.acasEndDate, record.hearingDate])
    if (value) dates.add(value);
  if (facts.direction?.due) dates.add(facts.direction.due);
  for (const date of datesIn(facts.direction?.quote ?? '')) dates.add(date);
  return dates;
}

describe('documents for a tribunal order', () => {
  it('each type, in both languages, writes only the dates and amounts the case holds and lists every gap', () => {
    for (const language of languages) {
      for (const type of orderTypes) {
        const facts = {
          ...draftFacts({ direction }, language),
          complaints: choice(['unfairDismissal', 'whistleblowingDismissal']),
        };
        const draft = templates[type](facts);
        const text = draft.content;
        expect(draft.documentType).toBe(type);
        expect(
          [...datesIn(text)].filter((date) => !knownDates(facts).has(date)),
          `${type} ${language}`,
        ).toEqual([]);
        // The only amounts are the schedule of loss's own.
        const schedule = amountsIn(templates.schedule_of_loss(facts).content);
        expect(
          [...amountsIn(text)].filter((amount) => !schedule.has(amount)),
          `${type} ${language}`,
        ).toEqual([]);
        const marker = language === 'pt' ? '[a completar: ' : '[to complete: ';
        const gaps = [...text.matchAll(/\[(?:to complete|a completar): ([^\]]+)\]/g)].map((m) => m[1] ?? '');
        for (const gap of gaps) expect(draft.missing.map((line) => line.toLowerCase())).toContain(gap.toLowerCase());
        if (draft.missing.length > 0) {
          expect(text).toContain(`## ${translate(language, 'draft.missing.heading')}`);
          for (const line of draft.missing) expect(text).toContain(`- ${line}`);
        }
        expect(text.includes(marker) || draft.missing.length === 0, `${type} ${language}`).toBe(true);
        // The direction's due date, time and recipients close the draft.
        expect(text).toContain(translate(language, 'draft.order.heading'));
        expect(text).toContain(language === 'pt' ? '15 de janeiro de 2027' : '15 January 2027');
        expect(text).toContain('16:00');
        // The Portuguese copy cites as the termbase does, never "s.111".
        if (language === 'pt') expect(text).not.toMatch(/\bs\.\d/);
      }
    }
  });

  it('the list of issues: under each complaint, time (the registry limit) before its elements, then its remedies', () => {
    const facts = { ...draftFacts({}, 'en'), complaints: choice(['unfairDismissal', 'directDiscrimination', 'equalPay']) };
    const text = templates.list_of_issues(facts).content;
    expect(text).toContain('## 1. Unfair dismissal');
    expect(text).toContain(
      '1.1. Was the complaint presented within the time limit in section 111(2)(a) of the Employment Rights Act 1996, as extended by early conciliation?',
    );
    expect(text).toContain('1.2. If not, was it not reasonably practicable to present it in time');
    expect(text).toContain('(section 111(2)(b) of the Employment Rights Act 1996)');
    const first = translate('en', complaintLaw.unfairDismissal.elements[0] ?? 'draft.poc.and');
    expect(text).toContain(`1.3. ${first}`);
    expect(text.indexOf('1.1. ')).toBeLessThan(text.indexOf(`1.3. ${first}`));
    // Five elements (1.3–1.7), then the three remedies (1.8–1.10).
    expect(text).toContain(`1.8. ${translate('en', 'draft.loi.remedy.basicAward')}`);
    expect(text).toContain(`1.10. ${translate('en', 'draft.loi.remedy.reinstatement')}`);
    expect(text).toMatch(
      /## 2\. Direct discrimination[^\n]*\n### Time limits\n2\.1\. [^\n]*section 123\(1\)\(a\) and \(3\)\(a\) of the Equality Act 2010/,
    );
    expect(text).toContain('2.2. If not, was it presented within such further period as the Tribunal thinks just and equitable');
    // Equal pay: no power to extend (EqA s.129).
    expect(text).toContain('section 129(3) of the Equality Act 2010');
    expect(text).toContain(translate('en', 'draft.loi.time.noExtension'));
    const pt = templates.list_of_issues({ ...facts, language: 'pt' }).content;
    expect(pt).toContain('secção 111(2)(a) do Employment Rights Act 1996');
    expect(pt).toContain(`1.3. ${translate('pt', complaintLaw.unfairDismissal.elements[0] ?? 'draft.poc.and')}`);
  });

  it('further particulars quote the order’s own questions, each answered by a gap with the dated events it shares words with', () => {
    expect(orderQuestions(direction.quote)).toEqual([
      'the date of each protected disclosure relied upon',
      'to whom each disclosure was made',
      'what detriment the Claimant says followed.',
    ]);
    expect(orderQuestions('The Claimant must say: Who dismissed her? When was the meeting?')).toEqual([
      'The Claimant must say: Who dismissed her?',
      'When was the meeting?',
    ]);
    const facts = draftFacts({
      direction: {
        ...direction,
        quote: 'The Claimant shall state (i) who was at the meeting at which she was dismissed; (ii) what was said.',
      },
    });
    const draft = templates.further_particulars(facts);
    expect(draft.content).toContain('## Question 1\n\n“who was at the meeting at which she was dismissed”');
    expect(draft.content).toContain('- 28 August 2026: I was dismissed at a meeting with the operations manager');
    expect(draft.missing).toContain('Your answer to question 2, with dates, names and what was said or done');
    // Without questions in the order's words, the questions themselves are a gap.
    const none = templates.further_particulars(draftFacts({ direction: null }));
    expect(none.missing[0]).toBe("The questions the Tribunal's order asks, and your answer to each");
  });

  it('the impact statement is in the Equality Act’s terms and invents nothing: every heading is a gap', () => {
    for (const language of languages) {
      const draft = templates.impact_statement(draftFacts({}, language));
      expect(draft.content).toContain(language === 'pt' ? 'secção 6 do Equality Act 2010' : 'section 6 of the Equality Act 2010');
      expect(draft.content).toContain(translate(language, 'draft.impact.withoutHeading'));
      expect(draft.content).toContain(translate(language, 'draft.impact.withHeading'));
      expect(draft.missing).toHaveLength(7);
      expect(datesIn(draft.content)).toEqual(new Set([TODAY]));
    }
  });

  it('the chronology and cast list: the dated entries, the parties, the other people as a gap', () => {
    const draft = templates.chronology_cast_list(draftFacts());
    expect(draft.content).toContain('| 28 August 2026 |');
    expect(draft.content).toContain('| Ana Silva | Claimant |');
    expect(draft.content).toContain('| Harbour Logistics Ltd | Respondent |');
    expect(draft.missing).toEqual([translate('en', 'draft.ccl.gap.people').replace(/^t/, 'T')]);
  });

  it('the remedy statement: the registry remedies of the chosen complaints, with the schedule of loss figures', () => {
    const facts = { ...draftFacts(), complaints: choice(['unfairDismissal']) };
    const draft = templates.remedy_statement(facts);
    expect(draft.content).toContain(
      `1. ${translate('en', 'draft.remedyStatement.intro')}\n2. ${translate('en', 'draft.remedyStatement.remedy.basicAward')}`,
    );
    expect(draft.content).toMatch(/basic award[^\n]*The Claimant seeks £[\d,]+/);
    expect(draft.content).toContain(translate('en', 'draft.remedyStatement.remedy.reinstatement'));
    expect(draft.content).not.toContain(translate('en', 'draft.remedyStatement.remedy.injuryToFeelings'));
    expect(draft.missing).toEqual([translate('en', 'draft.remedyStatement.gap.reinstatement').replace(/^w/, 'W')]);
    // Without pay details the amounts are gaps, never guessed.
    const bare = templates.remedy_statement({ ...facts, payDetails: null });
    expect(amountsIn(bare.content).size).toBe(0);
    expect(bare.missing.length).toBeGreaterThan(1);
  });
});
