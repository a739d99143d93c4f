/**
 * The schedule of loss, in the tribunal's usual layout: key facts, the basic award, the
 * compensatory award (loss to date, pension, future loss, loss of statutory rights) and its cap,
 * the injury-to-feelings bands, the Acas uplift as a range, totals, what is still needed and where
 * each figure comes from. Computed by ../../schedule-of-loss/compute.ts; every line shows its working and
 * a line whose input is missing is left out and listed under 'Still needed'.
 */
import type { DocumentLanguage } from '../../documents';
import type { CapLimit, FigureUse, ScheduleOfLoss } from '../../schedule-of-loss/compute';
import { computeScheduleOfLoss } from '../../schedule-of-loss/compute';
import { wordsFor } from '../common';
import type { DraftFacts, Template } from '../facts';
import { tableMarkup } from '../markup';
import { bundleDocumentsSection } from './schedule-of-loss-bundle';
import { type Formatters, formatters } from './schedule-of-loss-format';
import type { ScheduleWords } from './schedule-of-loss-words';
import { scheduleWordsEn } from './schedule-of-loss-words-en';
import { scheduleWordsPt } from './schedule-of-loss-words-pt';

const scheduleWords: Record<DocumentLanguage, ScheduleWords> = { en: scheduleWordsEn, pt: scheduleWordsPt };

interface Writer {
  w: ScheduleWords;
  f: Formatters;
  /** Every figure used, for 'About these figures' (first use kept). */
  used: Map<string, FigureUse>;
}

function cite(writer: Writer, use: FigureUse): string {
  writer.used.set(`${use.id}@${use.row.from}`, use);
  return use.row.source.title;
}

function keyFacts({ w, f }: Writer, facts: DraftFacts, s: ScheduleOfLoss): string {
  const pay = facts.payDetails;
  const rows: string[][] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push([label, value]);
  };
  add(w.factLabels.claimType, s.claimType ? w.claimTypes[s.claimType] : null);
  const t = wordsFor(facts);
  add(w.complaintsLabel, s.complaints.map((id) => t(`et1Form.answer.complaint.${id}`)).join('; ') || null);
  add(w.factLabels.dismissalDate, s.dismissalDate ? f.date(s.dismissalDate) : null);
  add(w.factLabels.dateOfBirth, pay?.dateOfBirth ? f.date(pay.dateOfBirth) : null);
  add(w.factLabels.age, s.basicAward ? String(s.basicAward.age) : null);
  add(w.factLabels.employmentStart, pay?.employmentStart ? f.date(pay.employmentStart) : null);
  add(w.factLabels.completeYears, s.basicAward ? String(s.basicAward.completeYears) : null);
  add(w.factLabels.weeklyGross, pay?.weeklyGrossPence != null ? f.money(pay.weeklyGrossPence) : null);
  add(w.factLabels.weeklyNet, pay?.weeklyNetPence != null ? f.money(pay.weeklyNetPence) : null);
  add(w.factLabels.weeklyPension, pay?.weeklyPensionPence != null ? f.money(pay.weeklyPensionPence) : null);
  if (pay?.newJobStart && pay.newWeeklyNetPence != null) {
    rows.push([f.fill(w.factLabels.newWork, { date: f.date(pay.newJobStart), pay: f.money(pay.newWeeklyNetPence) }), '✓']);
  } else if (pay && !pay.newJobStart) {
    rows.push([w.factLabels.noNewWork, '—']);
  }
  add(w.factLabels.presented, facts.case.et1FiledDate ? f.date(facts.case.et1FiledDate) : null);
  add(w.factLabels.hearingDate, facts.case.hearingDate ? f.date(facts.case.hearingDate) : null);
  return [`## ${w.facts}`, '', tableMarkup([w.item, w.detail], rows)].join('\n');
}

function durationText({ w, f }: Writer, use: FigureUse): string {
  const value = use.row.value;
  if (value.kind !== 'duration' || value.unit === 'day') return f.figure(value);
  const [one, other] = w.units[value.unit];
  return `${f.number(value.amount)} ${value.amount === 1 ? one : other}`;
}

function basicSection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  const b = s.basicAward;
  if (!b) return [];
  const lines = [`## ${w.basicAward}`, ''];
  const working = f.fill(w.basicWorking, {
    years: b.countedYears,
    age: b.age,
    weeks: f.number(b.weeks),
    week: f.money(b.weekPence),
  });
  lines.push(tableMarkup([w.working, w.amount], [[working, f.money(b.pence)]]), '');
  const capValues = {
    gross: f.money(b.weeklyGrossPence),
    cap: f.figure(b.weekCap.row.value),
    date: f.date(b.weekCap.date),
    source: cite(writer, b.weekCap),
  };
  lines.push(`- ${f.fill(b.weekCapped ? w.weekCapped : w.weekNotCapped, capValues)}`);
  const max = b.maxYears.row.value;
  if (max.kind === 'duration' && b.completeYears > max.amount) {
    lines.push(`- ${f.fill(w.maxYears, { max: max.amount, years: b.completeYears, source: cite(writer, b.maxYears) })}`);
  }
  if (b.noticeExtension) {
    const n = b.noticeExtension;
    const same = n.completeYears === b.completeYears && n.age === b.age;
    lines.push(
      `- ${f.fill(same ? w.noticeSame : w.noticeNote, { notice: n.noticeWeeks, date: f.date(n.extendedDate), years: n.completeYears, age: n.age })}`,
    );
  }
  const q = s.qualifyingService;
  if (q) {
    const values = {
      period: durationText(writer, q.figure),
      date: f.date(q.figure.date),
      source: cite(writer, q.figure),
      years: q.completeYears,
    };
    lines.push(`- ${f.fill(q.met ? w.qualifyingMet : w.qualifyingNotMet, values)}`);
  }
  if (b.minimum) {
    const values = {
      minimum: f.money(b.minimum.pence),
      source: cite(writer, b.minimum.figure),
      computed: f.money(b.computedPence),
    };
    lines.push(`- ${f.fill(w.minimumBasic, values)}`);
  }
  if (s.complaints.includes('redundancyPayment')) lines.push(`- ${w.redundancyNote}`);
  return lines;
}

/** The statutory redundancy payment, claimed alone (ERA ss.135, 162): its own line, no compensatory award. */
function redundancyPaymentSection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  const r = s.redundancyPayment;
  if (!r) return [];
  const lines = [`## ${w.redundancyPayment}`, ''];
  if (!r.qualifies) {
    const values = { period: durationText(writer, r.qualifying), source: cite(writer, r.qualifying) };
    return [...lines, f.fill(w.redundancyPaymentShort, values)];
  }
  const b = r.scale;
  const working = f.fill(w.redundancyPaymentWorking, {
    years: b.countedYears,
    age: b.age,
    weeks: f.number(b.weeks),
    week: f.money(b.weekPence),
  });
  lines.push(tableMarkup([w.working, w.amount], [[working, f.money(r.pence)]]), '');
  const capValues = {
    gross: f.money(b.weeklyGrossPence),
    cap: f.figure(b.weekCap.row.value),
    date: f.date(b.weekCap.date),
    source: cite(writer, b.weekCap),
  };
  lines.push(`- ${f.fill(b.weekCapped ? w.weekCapped : w.weekNotCapped, capValues)}`);
  return lines;
}

function compensatorySection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  const c = s.compensatory;
  if (!c) return [];
  const rows: string[][] = [];
  const l = c.lossToDate;
  if (l) {
    rows.push([
      w.lossToDate,
      f.fill(w.lossToDateWorking, {
        from: f.date(l.period.from),
        to: f.date(l.period.to),
        days: l.period.days,
        weeks: f.weeks(l.period.weeksHundredths),
        weekly: f.money(l.weeklyNetPence),
      }),
      f.money(l.grossLossPence),
    ]);
    if (l.newEarnings) {
      const n = l.newEarnings;
      rows.push([
        w.newEarnings,
        f.fill(w.newEarningsWorking, {
          from: f.date(n.period.from),
          to: f.date(n.period.to),
          days: n.period.days,
          weeks: f.weeks(n.period.weeksHundredths),
          weekly: f.money(n.weeklyNetPence),
        }),
        `−${f.money(n.pence)}`,
      ]);
      rows.push([w.netLossToDate, '', f.money(l.pence)]);
    }
  }
  const p = c.pension;
  // A contribution of £0 a week is recorded (key facts) but adds no line.
  if (p?.toDate && p.weeklyPence > 0) {
    const values = {
      weeks: f.weeks(p.toDate.period.weeksHundredths),
      weekly: f.money(p.weeklyPence),
      from: f.date(p.toDate.period.from),
      to: f.date(p.toDate.period.to),
    };
    rows.push([w.pensionToDate, f.fill(w.pensionWorking, values), f.money(p.toDate.pence)]);
  }
  const fl = c.futureLoss;
  if (fl) {
    const values = {
      weeks: fl.weeks,
      net: f.money(fl.weeklyNetPence),
      newNet: f.money(fl.newWeeklyNetPence),
      loss: f.money(fl.weeklyLossPence),
    };
    rows.push([w.futureLoss, f.fill(w.futureLossWorking, values), f.money(fl.pence)]);
  }
  if (p?.future && p.weeklyPence > 0) {
    rows.push([
      w.pensionFuture,
      f.fill(w.pensionFutureWorking, { weeks: p.future.weeks, weekly: f.money(p.weeklyPence) }),
      f.money(p.future.pence),
    ]);
  }
  if (c.statutoryRights) {
    cite(writer, c.statutoryRights.figure);
    rows.push([w.statutoryRights, w.statutoryRightsWorking, f.money(c.statutoryRights.pence)]);
  }
  if (c.received) {
    rows.push([w.grossSubtotal, '', f.money(c.grossSubtotalPence)]);
    if (c.received.noticePayPence > 0)
      rows.push([w.noticePayReceived, w.receivedWorking, `−${f.money(c.received.noticePayPence)}`]);
    if (c.received.otherPence > 0) rows.push([w.otherPaymentsReceived, w.receivedWorking, `−${f.money(c.received.otherPence)}`]);
    rows.push([w.netOfPayments, '', f.money(c.subtotalPence)]);
  } else {
    rows.push([w.subtotal, '', f.money(c.subtotalPence)]);
  }
  const heading =
    c.basis === 'unfairDismissal'
      ? w.compensatory
      : c.basis === 'discrimination'
        ? w.compensatoryDiscrimination
        : w.compensatoryDetriment;
  const lines = [`## ${heading}`, ''];
  lines.push(tableMarkup([w.head, w.working, w.amount], rows));
  if (l?.toToday) lines.push('', `- ${w.toToday}`);
  const cap = capLines(writer, s);
  if (cap.length > 0) lines.push('', ...cap);
  return lines;
}

function capLimitLines(writer: Writer, cap: CapLimit): string[] {
  const { w, f } = writer;
  const lines = [
    `- ${f.fill(w.capLimit, { date: f.date(cap.statutory.date), amount: f.figure(cap.statutory.row.value), source: cite(writer, cap.statutory) })}`,
  ];
  cite(writer, cap.weeksFigure);
  const weeks = weeksOf(cap);
  if (cap.weeksOfPayPence !== null && cap.weeklyGrossPence !== null) {
    const values = { weeks, gross: f.money(cap.weeklyGrossPence), amount: f.money(cap.weeksOfPayPence) };
    lines.push(`- ${f.fill(w.capWeeks, values)}`);
  } else {
    lines.push(`- ${f.fill(w.capWeeksMissing, { weeks })}`);
  }
  return lines;
}

function weeksOf(cap: CapLimit): number {
  return cap.weeksFigure.row.value.kind === 'duration' ? cap.weeksFigure.row.value.amount : 0;
}

function capLines(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  const c = s.compensatory;
  if (!c) return [];
  if (!c.cap) return [`- ${c.basis === 'discrimination' ? w.noCapDiscrimination : w.noCapDetriment}`];
  const lines = [`### ${w.cap}`, ''];
  const cap = c.cap;
  if (cap.kind === 'exempt') {
    const reasons = cap.complaints.map((id) => w.exemptComplaints[id] ?? id).join('; ');
    lines.push(`- ${f.fill(w.capExempt, { reasons })}`);
    if (cap.otherwise) {
      const o = cap.otherwise;
      cite(writer, o.statutory);
      const values = {
        date: f.date(o.statutory.date),
        amount: f.figure(o.statutory.row.value),
        weeks: weeksOf(o),
        cap: f.money(o.pence),
      };
      lines.push(`- ${f.fill(w.capExemptOtherwise, values)}`);
    }
    return lines;
  }
  if (cap.kind === 'none') {
    lines.push(`- ${f.fill(w.capNone, { source: cite(writer, cap.figure) })}`);
    const t = cap.transition;
    if (t?.otherwise) lines.push(`- ${f.fill(w.capTransitionNone, { cap: f.money(t.otherwise.pence) })}`);
    return lines;
  }
  lines.push(...capLimitLines(writer, cap));
  const capLine = s.totals?.capBitesWithoutUplift ? w.capBites : s.totals?.capBites ? w.capBitesWithUplift : w.capDoesNotBite;
  lines.push(`- ${f.fill(capLine, { cap: f.money(cap.pence) })}`);
  if (cap.transition) lines.push(`- ${f.fill(w.capTransitionLimit, { from: f.date(cap.transition.from) })}`);
  return lines;
}

function injurySection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  if (!s.remedies.discrimination && !s.remedies.detriment) return [];
  const v = s.injuryToFeelings;
  const date = v?.date ?? s.today;
  const lines = [`## ${w.injury}`, ''];
  if (!v) return [...lines, f.fill(w.injuryMissing, { date: f.date(date) })];
  const source = v.bands[0] ? cite(writer, v.bands[0].figure) : '';
  for (const band of v.bands.slice(1)) cite(writer, band.figure);
  lines.push(f.fill(w.injuryIntro, { date: f.date(v.date), source }), '');
  lines.push(
    tableMarkup(
      [w.band, w.range],
      v.bands.map((b) => [w.bands[b.band], f.figure(b.figure.row.value)]),
    ),
  );
  if (!v.presented) lines.push('', `- ${w.injuryNotPresented}`);
  lines.push('', `- ${w.ventoCaveat}`);
  return lines;
}

function interestSection({ w }: Writer, s: ScheduleOfLoss): string[] {
  return s.interest ? [`## ${w.interest}`, '', w.interestBody] : [];
}

function grossingUpSection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  const g = s.grossingUp;
  if (!g) return [];
  const values = {
    threshold: f.figure(g.threshold.row.value),
    source: cite(writer, g.threshold),
    above: f.money(g.abovePence),
    award: f.money(g.awardPence),
  };
  const lines = [`## ${w.grossingUp}`, '', f.fill(w.grossingUpWorking, values)];
  if (g.receivedPence > 0) {
    const threshold = g.threshold.row.value.kind === 'money' ? g.threshold.row.value.pence : 0;
    const left = Math.max(0, threshold - g.receivedPence);
    lines.push('', `- ${f.fill(w.grossingUpReceived, { received: f.money(g.receivedPence), left: f.money(left) })}`);
  }
  return lines;
}

function upliftSection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  if (s.noUplift === 'redundancyOnly') return [`## ${w.uplift}`, '', w.noUpliftRedundancy];
  const u = s.uplift;
  if (u?.percent.row.value.kind !== 'percent') return [];
  cite(writer, u.percent);
  const percent = f.percent(u.percent.row.value.amount);
  const text =
    u.basePence !== null && u.maxPence !== null && u.basePence > 0
      ? f.fill(w.upliftWorking, { percent, base: f.money(u.basePence), zero: f.money(0), max: f.money(u.maxPence) })
      : f.fill(w.upliftNoBase, { percent });
  return [`## ${w.uplift}`, '', text];
}

function totalsSection({ w, f }: Writer, s: ScheduleOfLoss): string[] {
  const t = s.totals;
  if (!t || (t.basicPence === 0 && t.compensatoryHighPence === 0)) return [];
  const rows: string[][] = [];
  if (s.basicAward) rows.push([w.totalBasic, f.money(t.basicPence), f.money(t.basicPence)]);
  rows.push([w.totalCompensatory, f.money(t.compensatoryLowPence), f.money(t.compensatoryHighPence)]);
  rows.push([w.total, f.money(t.lowPence), f.money(t.highPence)]);
  const lines = [`## ${w.totals}`, '', w.totalsIntro, '', tableMarkup(['', w.without, w.withUplift], rows)];
  if (s.remedies.discrimination || s.remedies.detriment) lines.push('', `- ${w.injuryExcluded}`);
  return lines;
}

function sumsOwedSection(writer: Writer, s: ScheduleOfLoss): string[] {
  const { w, f } = writer;
  if (!s.remedies.sumsOwed) return [];
  const lines = [`## ${w.sumsOwed}`, '', w.sumsOwedBody];
  if (s.contractCap) {
    lines.push(
      '',
      `- ${f.fill(w.contractCap, { amount: f.figure(s.contractCap.row.value), source: cite(writer, s.contractCap) })}`,
    );
  }
  return lines;
}

function stillNeeded({ w }: Writer, s: ScheduleOfLoss): string[] {
  const lines = [`## ${w.stillNeeded}`, ''];
  if (s.missing.length === 0) return [...lines, w.nothingMissing];
  return [...lines, w.stillNeededIntro, '', ...s.missing.map((input) => `- ${w.missing[input]}`)];
}

function about({ w, f, used }: Writer): string[] {
  const lines = [`## ${w.about}`, '', w.aboutBody];
  if (used.size > 0) lines.push('');
  for (const use of used.values()) {
    const note =
      use.row.confidence === 'unverified' ? ` — ${w.unverified}` : use.row.confidence === 'medium' ? ` — ${w.medium}` : '';
    const value =
      use.row.value.kind === 'duration'
        ? durationText({ w, f, used }, use)
        : use.row.value.kind === 'none'
          ? w.noLimit
          : f.figure(use.row.value);
    const name = w.figureNames[use.id] ?? use.id;
    const values = { name, source: use.row.source.title, value, from: f.date(use.row.from), url: use.row.source.url };
    lines.push(`- ${f.fill(w.sourceLine, values)}${note}`);
  }
  return lines;
}

export const scheduleOfLossTemplate: Template = (facts) => {
  const writer: Writer = { w: scheduleWords[facts.language], f: formatters(facts.language), used: new Map() };
  const { w, f } = writer;
  const s = computeScheduleOfLoss({
    claimType: facts.case.claimType,
    dismissalDate: facts.case.dismissalDate,
    et1FiledDate: facts.case.et1FiledDate,
    hearingDate: facts.case.hearingDate,
    payDetails: facts.payDetails,
    complaints: facts.complaints,
    today: facts.today,
  });
  const sections = [
    [
      `# ${w.title}`,
      '',
      `## ${facts.case.claimantName} v ${facts.case.employerName}`,
      '',
      w.intro,
      '',
      f.fill(w.prepared, { date: f.date(facts.today) }),
    ],
    [keyFacts(writer, facts, s)],
    basicSection(writer, s),
    redundancyPaymentSection(writer, s),
    compensatorySection(writer, s),
    injurySection(writer, s),
    interestSection(writer, s),
    upliftSection(writer, s),
    grossingUpSection(writer, s),
    totalsSection(writer, s),
    sumsOwedSection(writer, s),
    bundleDocumentsSection(writer.w, facts),
    stillNeeded(writer, s),
    about(writer),
  ].filter((section) => section.length > 0);
  return {
    documentType: 'schedule_of_loss',
    title: `${w.title} — ${facts.case.claimantName} v ${facts.case.employerName}`,
    content: `${sections.map((section) => section.join('\n')).join('\n\n')}\n`,
    missing: s.missing.map((input) => w.missing[input]),
  };
};
