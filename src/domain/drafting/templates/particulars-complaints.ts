/**
 * The complaints section of the particulars of claim: one paragraph (or a few) for each complaint
 * the claimant chose (../../complaints.ts), each with its statutory basis and the facts
 * paragraphs it rests on. What the case cannot say is marked "[to complete: …]" in the text and
 * named in the 'Still needed' list; nothing is guessed, and no paragraph offers alternatives for
 * the claimant to choose from.
 */
import type { MessageKey } from '../../../i18n/translate';
import type { ComplaintChoice, ComplaintId, ProtectedCharacteristic } from '../../complaints';
import {
  complaintLaw,
  minimumBasicAwardComplaints,
  qualifyingPeriodComplaints,
  redundancyReasons,
  suggestionFor,
  withRemedy,
} from '../../complaints';
import type { FigureValue } from '../../figures';
import { qualifyingService } from '../../schedule-of-loss/compute';
import { type Words, wordsFor } from '../common';
import type { DraftFacts } from '../facts';

/** The facts paragraphs each kind of complaint can point to, by their numbers. */
export interface FactRefs {
  discrimination: number[];
  /** Acts an employer did that a resignation can answer (not the dismissal itself). */
  conduct: number[];
  deductions: number[];
  safety: number[];
  disclosures: number[];
  /** Detriments short of dismissal (ERA s.47B, s.44; TULRCA s.146). */
  detriments: number[];
}

export interface ComplaintWriter {
  /** Numbers a paragraph: "7. …". */
  n: (text: string) => string;
  /** Adds a gap to 'Still needed' and returns its marker for the text. */
  gap: (pleading: MessageKey, missing: MessageKey, values?: Record<string, string | number>) => string;
}

function paragraphs(t: Words, facts: DraftFacts, refs: readonly number[], one: MessageKey, other: MessageKey): string {
  const rule = new Intl.PluralRules(facts.language === 'pt' ? 'pt-PT' : 'en-GB').select(refs.length);
  const list = refs.length > 1 ? `${refs.slice(0, -1).join(', ')}${t('draft.poc.and')}${refs.at(-1)}` : String(refs[0]);
  return t(rule === 'one' ? one : other, { refs: list });
}

/** "2 years", "6 months": a duration from the figures table in the draft's language. */
function periodText(facts: DraftFacts, value: FigureValue): string {
  if (value.kind !== 'duration') return '';
  const rule = new Intl.PluralRules(facts.language === 'pt' ? 'pt-PT' : 'en-GB').select(value.amount);
  return wordsFor(facts)(`unit.${value.unit}.${rule === 'one' ? 'one' : 'other'}` as MessageKey, { count: value.amount });
}

function characteristicsText(t: Words, list: readonly ProtectedCharacteristic[]): string {
  const words = list.map((c) => t(`draft.characteristic.${c}` as MessageKey));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')}${t('draft.poc.and')}${words.at(-1)}` : (words[0] ?? '');
}

/** The paragraphs pleading every chosen complaint, in the order of ../../complaints.ts. */
export function complaintParagraphs(facts: DraftFacts, choice: ComplaintChoice, refs: FactRefs, w: ComplaintWriter): string[] {
  const t = wordsFor(facts);
  const { n, gap } = w;
  const chosen = new Set<ComplaintId>(choice.complaints);
  const acts = (list: readonly number[], missing: MessageKey = 'draft.missing.acts') =>
    list.length > 0
      ? paragraphs(t, facts, list, 'draft.poc.acts.one', 'draft.poc.acts.other')
      : gap('draft.poc.gap.acts', missing);
  const see = (list: readonly number[]) =>
    list.length > 0 ? ` ${paragraphs(t, facts, list, 'draft.poc.see.one', 'draft.poc.see.other')}` : '';
  const out: string[] = [];
  const record = facts.case;
  // A resignation in answer to the employer's conduct (ERA s.95(1)(c)): what the claim type says the main date is.
  const constructive = suggestionFor(record.claimType)?.ending === 'resigned';
  const detriments = (list: readonly number[]) =>
    list.length > 0
      ? paragraphs(t, facts, list, 'draft.poc.acts.one', 'draft.poc.acts.other')
      : gap('draft.poc.gap.detriments', 'draft.missing.detriments');

  const reasons = (onlyRedundancy: boolean) => {
    const picked = choice.unfairReasons.filter((id) => !onlyRedundancy || redundancyReasons.includes(id));
    if (picked.length === 0) return [`- ${gap('draft.poc.gap.unfair', 'draft.missing.unfairReasons')}`];
    return picked.map((id) => `- ${t(`draft.poc.reason.${id}` as MessageKey)}`);
  };

  // ERA s.108: the qualifying period, resolved from the case; the automatically unfair dismissals
  // need none (s.108(3); TULRCA s.154), so they stand whatever the service (the registry says which).
  const awards = withRemedy(choice.complaints, 'basicAward');
  const dismissalComplaint = qualifyingPeriodComplaints(choice.complaints).length > 0;
  if (awards.length > 0) {
    const automatic = awards.some((id) => complaintLaw[id].qualifyingPeriod === null);
    const edt = record.dismissalDate;
    const service = edt && facts.payDetails ? qualifyingService(edt, facts.payDetails) : null;
    if (service?.met) {
      if (dismissalComplaint) out.push(n(t('draft.poc.c.qualifying', { period: periodText(facts, service.figure.row.value) })));
    } else if (automatic) {
      out.push(n(t('draft.poc.c.noQualifying')));
    } else if (service && dismissalComplaint) {
      // Not pleaded: the draft never concedes; the claimant is told what to check.
      gap('draft.poc.gap.unfair', 'draft.missing.qualifyingPeriod', { period: periodText(facts, service.figure.row.value) });
    } else if (dismissalComplaint && !facts.payDetails?.employmentStart) {
      out.push(n(gap('draft.poc.gap.qualifying', 'draft.missing.employmentStart')));
    }
  }

  if (chosen.has('unfairDismissal')) {
    out.push(
      n(
        constructive
          ? t('draft.poc.c.constructive', { acts: acts(refs.conduct, 'draft.missing.breach') })
          : t('draft.poc.c.unfairDismissal'),
      ),
    );
    // The reasons once: under unfair selection when that is pleaded too.
    if (!chosen.has('unfairSelection')) out.push(n(t('draft.poc.c.unfairBecause')), reasons(false).join('\n'));
  }
  if (chosen.has('unfairSelection')) out.push(n(t('draft.poc.c.unfairSelection')), reasons(true).join('\n'));
  if (chosen.has('healthAndSafetyDismissal')) {
    out.push(
      n(
        `${t('draft.poc.c.healthAndSafety', { detail: gap('draft.poc.gap.safety', 'draft.missing.safety') })}${see(refs.safety)}`,
      ),
    );
  }
  // A protected disclosure is pleaded once, as qualifying (ERA s.43B) and made to the employer or
  // another person ss.43C–43H allow, and so protected (s.43A), before what it led to.
  const whistleblowing = chosen.has('whistleblowingDismissal') || chosen.has('whistleblowingDetriment');
  if (whistleblowing) {
    out.push(
      n(
        `${t('draft.poc.c.disclosure', { detail: gap('draft.poc.gap.disclosure', 'draft.missing.disclosure') })}${see(refs.disclosures)}`,
      ),
    );
  }
  if (chosen.has('whistleblowingDismissal')) {
    out.push(
      n(
        `${t('draft.poc.c.whistleblowing', { detail: gap('draft.poc.gap.disclosure', 'draft.missing.disclosure') })}${see(refs.disclosures)}`,
      ),
    );
  }
  if (chosen.has('tradeUnionDismissal')) {
    out.push(n(t('draft.poc.c.tradeUnionDismissal', { detail: gap('draft.poc.gap.tradeUnion', 'draft.missing.tradeUnion') })));
  }
  if (minimumBasicAwardComplaints(choice).length > 0) out.push(n(t('draft.poc.c.minimumBasic')));
  // Detriment short of dismissal: complaints of their own under ERA s.48 (TULRCA s.146), not facts recited.
  if (chosen.has('whistleblowingDetriment')) {
    out.push(n(t('draft.poc.c.whistleblowingDetriment', { acts: detriments(refs.detriments) })));
  }
  if (chosen.has('healthAndSafetyDetriment')) {
    out.push(
      n(
        `${t('draft.poc.c.healthAndSafetyDetriment', {
          detail: gap('draft.poc.gap.safetyConcern', 'draft.missing.safetyConcern'),
          acts: detriments(refs.detriments),
        })}${see(refs.safety)}`,
      ),
    );
  }
  if (chosen.has('tradeUnionDetriment')) {
    out.push(
      n(
        t('draft.poc.c.tradeUnionDetriment', {
          acts: detriments(refs.detriments),
          detail: gap('draft.poc.gap.tradeUnion', 'draft.missing.tradeUnion'),
        }),
      ),
    );
  }
  if (chosen.has('wrongfulDismissal'))
    out.push(n(t('draft.poc.c.wrongful', { detail: gap('draft.poc.gap.notice', 'draft.missing.notice') })));
  if (chosen.has('redundancyPayment')) out.push(n(t('draft.poc.c.redundancyPayment')));

  let discrimination = false;
  if (chosen.has('directDiscrimination')) {
    discrimination = true;
    const others = choice.directCharacteristics.filter((c) => c !== 'pregnancyMaternity');
    if (others.length > 0) {
      out.push(n(t('draft.poc.c.direct', { characteristics: characteristicsText(t, others), acts: acts(refs.discrimination) })));
    }
    // Pregnancy and maternity at work is unfavourable treatment under EqA s.18, not s.13 (s.18(7)).
    if (choice.directCharacteristics.includes('pregnancyMaternity')) {
      out.push(n(t('draft.poc.c.pregnancy', { acts: acts(refs.discrimination) })));
    }
    if (choice.directCharacteristics.length === 0) {
      out.push(
        n(
          t('draft.poc.c.direct', {
            characteristics: gap('draft.poc.gap.characteristic', 'draft.missing.complaints'),
            acts: acts(refs.discrimination),
          }),
        ),
      );
    }
  }
  if (chosen.has('discriminationArising')) {
    discrimination = true;
    out.push(
      n(
        `${t('draft.poc.c.arising', { detail: gap('draft.poc.gap.arising', 'draft.missing.arising') })}${see(refs.discrimination)}`,
      ),
    );
  }
  if (chosen.has('reasonableAdjustments')) {
    discrimination = true;
    out.push(n(t('draft.poc.c.adjustments', { detail: gap('draft.poc.gap.adjustments', 'draft.missing.adjustments') })));
  }
  if (chosen.has('harassment')) {
    discrimination = true;
    const characteristics =
      choice.harassmentCharacteristics.length > 0
        ? characteristicsText(t, choice.harassmentCharacteristics)
        : gap('draft.poc.gap.characteristic', 'draft.missing.complaints');
    out.push(n(t('draft.poc.c.harassment', { characteristics, acts: acts(refs.discrimination) })));
  }
  if (chosen.has('victimisation')) {
    discrimination = true;
    out.push(
      n(
        t('draft.poc.c.victimisation', {
          detail: gap('draft.poc.gap.protectedAct', 'draft.missing.protectedAct'),
          acts: acts(refs.discrimination),
        }),
      ),
    );
  }
  if (discrimination) out.push(n(t('draft.poc.c.employer')));

  if (chosen.has('holidayPay'))
    out.push(n(t('draft.poc.c.holidayPay', { detail: gap('draft.poc.gap.holiday', 'draft.missing.holiday') })));
  if (chosen.has('unpaidWages')) {
    out.push(
      n(
        t('draft.poc.c.unpaidWages', {
          acts: acts(refs.deductions, 'draft.missing.deductions'),
          detail: gap('draft.poc.gap.deductions', 'draft.missing.deductions'),
        }),
      ),
    );
  }
  if (chosen.has('breachOfContract')) {
    out.push(n(t('draft.poc.c.breachOfContract', { detail: gap('draft.poc.gap.contract', 'draft.missing.contract') })));
  }
  if (chosen.has('equalPay')) {
    out.push(n(t('draft.poc.c.equalPay', { detail: gap('draft.poc.gap.equalPay', 'draft.missing.equalPay') })));
  }
  return out;
}
