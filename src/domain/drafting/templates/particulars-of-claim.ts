/**
 * Particulars of claim: numbered paragraphs in the third person — the parties, the employment and
 * how it ended (resolved from the claim type, never "X, or Y"), early conciliation, the facts in
 * date order with the claimant's own words quoted as theirs, every complaint the claimant chose
 * with its statutory basis (./particulars-complaints.ts), time limits pleaded without conceding
 * lateness, and the remedy. A complaint missing from the claim needs an amendment that may be
 * refused (Selkent Bus Co v Moore [1996] ICR 836), so the claimant chooses the complaints first.
 * A closing note for the claimant (to delete before filing) lists each time limit of the case.
 * Authorities only from our own table (facts.authorities).
 */
import type { MessageKey } from '../../../i18n/translate';
import {
  type ComplaintChoice,
  defaultChoice,
  isDetriment,
  isDiscrimination,
  mentionsDisclosure,
  mentionsSafety,
  remediesOf,
  suggestionFor,
} from '../../complaints';
import { limitRules } from '../../limit-rules';
import { caseName, chronologyEvent, draftOf, longDate, missingSection, storyEntries, wordsFor } from '../common';
import { caseLimits, limitLines, mayBeLate } from '../deadline-words';
import type { DraftFacts, Template } from '../facts';
import { type ComplaintWriter, complaintParagraphs, type FactRefs } from './particulars-complaints';

/** How the employment ended on the case's main date (what the claim type says it is), or a recorded dismissal event, or null. */
function endingKey(facts: DraftFacts): { key: MessageKey; date: string } | null {
  const record = facts.case;
  const dismissalEvent = facts.events.find((event) => event.kind === 'dismissal');
  const ending = suggestionFor(record.claimType)?.ending ?? null;
  if (record.dismissalDate && ending) {
    const key =
      ending === 'resigned' ? 'draft.poc.resigned' : ending === 'ended' ? 'draft.poc.employmentEnded' : 'draft.poc.dismissed';
    return { key, date: record.dismissalDate };
  }
  return dismissalEvent ? { key: 'draft.poc.dismissed', date: dismissalEvent.date } : null;
}

/** What happened on the case's main date, in the third person. */
function mainWhat(facts: DraftFacts): MessageKey {
  const suggestion = suggestionFor(facts.case.claimType);
  if (!suggestion) return 'draft.poc.what.mainEvent';
  if (suggestion.ending === 'resigned') return 'draft.poc.what.resigned';
  if (suggestion.ending === 'ended') return 'draft.poc.what.contract';
  if (suggestion.ending === 'dismissed') return 'draft.poc.what.dismissal';
  return suggestion.mainDate === 'act' ? 'draft.poc.what.discrimination' : 'draft.poc.what.deduction';
}

export const particularsOfClaim: Template = (facts) => {
  const t = wordsFor(facts);
  const record = facts.case;
  const pay = facts.payDetails;
  let count = 0;
  const n = (text: string) => {
    count += 1;
    return `${count}. ${text}`;
  };
  const missing: string[] = [];
  const note = (item: string) => {
    if (!missing.includes(item)) missing.push(item);
  };
  const need = (key: MessageKey) => {
    note(t(key));
    return `[${t(key)}]`;
  };
  const gap: ComplaintWriter['gap'] = (pleading, missingKey, values) => {
    note(t(missingKey, values));
    return t('draft.poc.complete', { what: t(pleading) });
  };

  const parties = [
    n(t('draft.poc.claimant', { name: record.claimantName })),
    n(t('draft.poc.respondent', { employer: record.employerName })),
  ];
  const ending = endingKey(facts);
  const employment = [
    n(
      t('draft.poc.employed', {
        start: pay?.employmentStart ? longDate(facts, pay.employmentStart) : need('draft.missing.employmentStart'),
      }),
    ),
    ending && n(t(ending.key, { date: longDate(facts, ending.date) })),
  ].filter((line): line is string => Boolean(line));
  const conciliation =
    record.acasStartDate && record.acasEndDate
      ? n(
          t('draft.poc.acas', {
            dayA: longDate(facts, record.acasStartDate),
            dayB: longDate(facts, record.acasEndDate),
            number: record.acasCertificateNumber ?? need('draft.missing.certificate'),
          }),
        )
      : n(need('draft.missing.acasDates'));

  // The facts, each numbered; the paragraphs each kind of complaint can point to are kept.
  const refs: FactRefs = { discrimination: [], conduct: [], deductions: [], safety: [], disclosures: [], detriments: [] };
  const mainDate = suggestionFor(record.claimType)?.mainDate ?? null;
  const factLines: string[] = [];
  for (const entry of storyEntries(facts)) {
    const date = longDate(facts, entry.date);
    let line: string;
    let text = '';
    if (entry.kind === 'evidence') {
      line = n(t('draft.poc.factDocument', { date, title: entry.title, reference: entry.reference }));
      const item = facts.evidence.find((e) => e.id === entry.evidenceId);
      text = `${entry.title} ${item?.description ?? ''}`;
    } else if (entry.kind === 'caseDate') {
      const what = entry.field === 'dismissalDate' ? t(mainWhat(facts)) : chronologyEvent(facts, entry);
      line = n(t('draft.poc.factWhat', { date, what }));
      if (mainDate === 'act' && entry.field === 'dismissalDate') refs.discrimination.push(count);
      if (mainDate === 'lastDeduction' && entry.field === 'dismissalDate') refs.deductions.push(count);
    } else {
      const what = t(`draft.poc.what.${entry.eventKind}` as MessageKey);
      // The claimant's notes are in their own words (often the first person): quoted as theirs.
      const words = entry.description ? ` ${t('draft.poc.ownWords', { words: entry.description })}` : '';
      line = n(`${t('draft.poc.factWhat', { date, what })}${words}`);
      text = entry.description ?? '';
      if (entry.eventKind === 'discrimination') refs.discrimination.push(count);
      if (entry.eventKind === 'deduction') refs.deductions.push(count);
      if (entry.eventKind === 'detriment') refs.detriments.push(count);
      if (entry.eventKind === 'disclosure') refs.disclosures.push(count);
      if (entry.eventKind === 'safetyConcern') refs.safety.push(count);
      if (!['dismissal', 'equalPay', 'disclosure', 'safetyConcern'].includes(entry.eventKind)) refs.conduct.push(count);
    }
    const recorded = entry.kind === 'event' ? entry.eventKind : null;
    if (text && recorded !== 'safetyConcern' && mentionsSafety(text)) refs.safety.push(count);
    if (text && recorded !== 'disclosure' && mentionsDisclosure(text)) refs.disclosures.push(count);
    factLines.push(line);
  }
  if (factLines.length === 0) factLines.push(n(need('draft.missing.facts')));

  // The complaints the claimant chose; until they choose, those the claim type brings.
  const choice: ComplaintChoice = facts.complaints ?? defaultChoice(record.claimType);
  if (!facts.complaints) note(t('draft.missing.complaints'));
  const claims =
    choice.complaints.length > 0
      ? complaintParagraphs(facts, choice, refs, { n, gap })
      : [n(need(record.claimType ? 'draft.missing.complaints' : 'draft.missing.claimType'))];

  const authorities = facts.authorities
    .slice(0, 3)
    // Each with where the tribunal can read the judgment (its public source), when we hold it.
    .map((authority) =>
      n(
        authority.caseUrl
          ? t('draft.poc.authorityAt', { name: authority.caseName, citation: authority.citation, url: authority.caseUrl })
          : t('draft.poc.authority', { name: authority.caseName, citation: authority.citation }),
      ),
    );

  // Time: never conceded. Where the engine says a limit has (or may have) passed, the exceptions
  // are pleaded in the alternative, for the claimant to complete.
  const limits = caseLimits(facts);
  const late = limits.filter(mayBeLate);
  const time: string[] = [];
  // A late detriment or deduction pleads the series first (ERA s.48(3)(a), s.23(3)): time runs from
  // the last act or deduction of a series of similar ones, before any "not reasonably practicable".
  for (const kind of ['detriment', 'deduction'] as const) {
    const dates = limits.filter((limit) => limit.kind === kind).map((limit) => limit.eventDate);
    if (late.some((limit) => limit.kind === kind) && dates.length > 1) {
      time.push(
        n(
          t('draft.poc.time.series', {
            provisions: limitRules[kind].provision,
            date: longDate(facts, dates.sort().at(-1) ?? dates[0] ?? ''),
          }),
        ),
      );
    }
  }
  if (late.some((limit) => limit.kind === 'discrimination')) {
    const acts = limits.filter((limit) => limit.kind === 'discrimination').map((limit) => limit.eventDate);
    // EqA s.123(3)(a): conduct extending over a period is done at its end (Hendricks).
    if (acts.length > 1)
      time.push(n(t('draft.poc.time.conduct', { date: longDate(facts, acts.sort().at(-1) ?? acts[0] ?? '') })));
    time.push(
      n(t('draft.poc.time.justAndEquitable', { detail: gap('draft.poc.gap.justAndEquitable', 'draft.missing.lateness') })),
    );
  }
  const provisions = [
    ...new Set(
      late
        .filter((limit) => limit.kind !== 'discrimination')
        .map((limit) => limitRules[limit.kind].exceptionProvision)
        .filter((provision): provision is string => provision !== null),
    ),
  ];
  if (provisions.length > 0) {
    time.push(
      n(
        t('draft.poc.time.notPracticable', {
          provisions: provisions.join('; '),
          detail: gap('draft.poc.gap.lateness', 'draft.missing.lateness'),
        }),
      ),
    );
  }

  // The remedy for each complaint chosen, from the registry (ERA ss.118-124, s.49 and s.135; EqA
  // s.124 and s.132; the sums owed).
  const brought = remediesOf(choice.complaints);
  const remedies = [
    brought.has('basicAward') && t('draft.poc.remedy.awards'),
    brought.has('redundancyPayment') && t('draft.poc.remedy.redundancy'),
    choice.complaints.some(isDiscrimination) && t('draft.poc.remedy.discrimination'),
    choice.complaints.some(isDetriment) && t('draft.poc.remedy.detriment'),
    brought.has('equalPayArrears') && t('draft.poc.remedy.equalPay'),
    (['noticePay', 'holidayPay', 'wages', 'contractDamages'] as const).some((r) => brought.has(r)) && t('draft.poc.remedy.sums'),
  ].filter((item): item is string => typeof item === 'string');
  const items =
    remedies.length > 1 ? `${remedies.slice(0, -1).join('; ')}${t('draft.poc.and')}${remedies.at(-1)}` : (remedies[0] ?? '');
  const notes = [
    `## ${t('draft.poc.notesHeading')}`,
    t('draft.poc.notesComplaints'),
    limits.length > 0 && [t('draft.poc.notesLimits'), ...limitLines(facts)].join('\n'),
    late.length > 0 && t('draft.poc.notesLate'),
  ]
    .filter((block): block is string => typeof block === 'string')
    .join('\n\n');

  return draftOf(
    facts,
    'particulars_of_claim',
    [
      `# ${t('documents.type.particulars_of_claim')}`,
      t('draft.poc.court'),
      caseName(facts),
      `## ${t('draft.poc.partiesHeading')}`,
      parties.join('\n'),
      `## ${t('draft.poc.employmentHeading')}`,
      employment.join('\n'),
      `## ${t('draft.poc.acasHeading')}`,
      conciliation,
      `## ${t('draft.poc.factsHeading')}`,
      factLines.join('\n'),
      `## ${t('draft.poc.claimsHeading')}`,
      claims.join('\n'),
      authorities.length > 0 && `## ${t('draft.poc.authoritiesHeading')}\n${authorities.join('\n')}`,
      time.length > 0 && `## ${t('draft.poc.timeHeading')}\n${time.join('\n')}`,
      `## ${t('draft.poc.remedyHeading')}`,
      remedies.length > 0 && n(t('draft.poc.remedySought', { items })),
      n(t('draft.poc.scheduleToFollow')),
      notes,
      missingSection(facts, missing),
      t('draft.generatedOn', { date: longDate(facts, facts.today) }),
    ],
    missing,
  );
};
