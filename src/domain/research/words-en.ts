/** The research analysis in English (./words.ts). */
import type { ResearchWords } from './words';

/** Singular or plural verb for a count, by the English plural rules (CLDR, through Intl.PluralRules). */
const plural = new Intl.PluralRules('en-GB');
const isOne = (count: number) => plural.select(count) === 'one';

export const englishWords: ResearchWords = {
  title: (claimant, employer) => `Legal research: ${claimant} v ${employer}`,
  intro: (date, claimType) =>
    `Prepared on ${date} from what you recorded for this case. Claim type: ${claimType}. Check every point against the law and your own documents before you rely on it.`,
  claimTypes: {
    'unfair-dismissal': 'unfair dismissal',
    discrimination: 'discrimination',
    'unpaid-wages': 'unpaid wages (unlawful deductions)',
    redundancy: 'redundancy',
    'constructive-dismissal': 'constructive dismissal',
    'breach-contract': 'breach of contract',
    'whistleblowing-dismissal': 'dismissal for whistleblowing (automatically unfair)',
  },
  noClaimType: 'not chosen yet',
  headings: {
    tests: 'The legal tests',
    eligibility: 'Eligibility',
    timeLimit: 'Time limit',
    authorities: 'Relevant authorities',
    evidence: 'Evidence gaps',
    risks: 'Risks: deposit orders and costs',
    nextSteps: 'Next steps',
    disclaimer: 'Important',
  },
  complaintTest: (name, statute, elements) =>
    `${name[0]?.toUpperCase() ?? ''}${name.slice(1)} (${statute}). The tribunal decides: ${elements.join(' ')}`,
  leadingCase: (name, citation, principle) =>
    `Our case-law table holds a leading decision on this test, ${name} (${citation}): ${principle}`,
  eligibility: {
    noServiceNeeded: (complaints) => `None of the complaints chosen needs a minimum length of service: ${complaints}.`,
    periodName: {
      unfairDismissalQualifyingPeriod: 'Unfair dismissal (ERA s.108(1))',
      redundancyPayQualifyingPeriod: 'Statutory redundancy payment (ERA s.155)',
    },
    needsTermination: (name, period, asOf) =>
      `${name}: the qualifying period is the one in force at the date your employment ended, and this case has no dismissal date yet. On ${asOf} it is ${period} of continuous employment. Add the dismissal date in the Tracker.`,
    needsStart: (name, period) =>
      `${name}: you need ${period} of continuous employment ending with the date your employment ended. Your start date is not recorded yet: add it in the pay details on the Documents page so this can be checked.`,
    qualifies: (name, period, start, termination, completeOn) =>
      `${name}: ${period} of continuous employment needed at the termination date. Employed from ${start} to ${termination}: the period was complete on ${completeOn}, so you appear to qualify.`,
    short: (name, period, start, termination, completeOn) =>
      `${name}: ${period} of continuous employment needed at the termination date. Employed from ${start} to ${termination}: the period would have been complete only on ${completeOn}, so you appear to fall short. Check whether the statutory notice you were owed (ERA s.97(2)) moves the date on enough.`,
    automaticReasons:
      'No qualifying service is needed where the reason for the dismissal is an automatically unfair one (ERA s.108(3)): for example making a protected disclosure (s.103A), health and safety (s.100), pregnancy or family leave (s.99), or asserting a statutory right (s.104). Discrimination claims never need it.',
  },
  timeLimit: {
    noDate:
      'This case has no dismissal or event date, so the time limit cannot be worked out. Add the date in the Tracker: the limit runs from it.',
    rule: (provision) => `The limit is set by ${provision}, counted as the Tracker’s deadline card counts it.`,
    contactAcas: (date) =>
      `No early conciliation is recorded. Acas must receive your early conciliation notification by ${date}; the claim cannot be presented without the certificate.`,
    inConciliation: (dayA, earliest) =>
      `Early conciliation started on ${dayA}. The last day to present the claim depends on the date of the certificate; it will be no earlier than ${earliest}. Enter the certificate date as soon as it arrives.`,
    certificateReceived: (date) =>
      `With the early conciliation dates recorded, the tribunal must receive the claim (ET1) by ${date}.`,
    noExtension: (date) =>
      `The early conciliation dates recorded cannot safely extend the limit, so work to ${date}, the limit without any extension.`,
    outOfTime: (date) =>
      `Early conciliation started after the limit had already expired on ${date}, so it did not extend it. The claim is now out of time unless the tribunal allows it late.`,
    passed: (date) => `The time limit appears to have passed on ${date}, and no claim is recorded as presented.`,
    exception: {
      notReasonablyPracticable: (provision) =>
        `A late claim can be heard only if it was not reasonably practicable to present it in time and it was presented within a further reasonable period (${provision}). This is decided on evidence: get advice today.`,
      justAndEquitable: (provision) =>
        `A late claim can be heard if the tribunal thinks it just and equitable to extend time (${provision}). This is decided on evidence: get advice today.`,
      none: () => 'The tribunal has no power to extend this limit.',
    },
    filedInTime: (filed, limit) => `The claim is recorded as presented on ${filed}, within the limit of ${limit}.`,
    filedLate: (filed, limit) =>
      `The claim is recorded as presented on ${filed}, after the limit of ${limit}. Expect the employer to argue that it is out of time.`,
    filedUnknown: (filed) =>
      `The claim is recorded as presented on ${filed}. Enter the early conciliation certificate date to check that it was in time.`,
    reportedLonger: (months, from) =>
      `A longer limit of ${months} is reported for events from ${from} but is not verified, so the dates above do not rely on it.`,
    neverNextWorkingDay: 'A limit that ends on a weekend or bank holiday is not moved to the next working day.',
  },
  authorities: {
    none: 'Our case-law table has no decision matched to this claim yet. Search the case-law page, or the external databases linked on this page.',
    intro: 'Decisions from our case-law table that match this claim type and your own words, the most relevant first.',
    whyItMatters: 'Why it matters',
    card: 'Its page',
  },
  evidence: {
    needs: {
      contract: 'Contract of employment or written statement of terms',
      payslips: 'Payslips and bank statements (pay, deductions, hours)',
      dismissalLetter: 'Dismissal letter or notice of termination',
      resignationLetter: 'Your resignation letter, saying why you resigned',
      meetingNotes: 'Investigation, disciplinary and appeal meeting notes',
      policies: 'Relevant policies (disciplinary, grievance, equality, sickness)',
      grievance: 'Your grievance and the employer’s outcome',
      emails: 'E-mails and messages about what happened',
      witnesses: 'Witnesses and their statements',
      comparator: 'Evidence about a comparator (someone treated differently)',
      medical: 'Medical evidence (fit notes, occupational health), if disability is part of the claim',
      consultation: 'Redundancy consultation letters, selection pool and scoring',
    },
    header: ['What the claim usually needs', 'In this case'],
    found: (titles) => `Recorded: ${titles}`,
    missing: 'Not recorded yet',
    summary: (recorded, gaps) =>
      `${recorded} of the usual kinds of evidence ${isOne(recorded) ? 'is' : 'are'} recorded and ${gaps} ${isOne(gaps) ? 'is' : 'are'} not. A gap is not fatal; it is what to look for or ask the employer to disclose.`,
    noClaimType: 'Choose the claim type in the Tracker to see what evidence such a claim usually needs.',
  },
  risks: {
    deposit: (max, source) =>
      `Deposit order: if the tribunal thinks an allegation or argument has little reasonable prospect of success, it can order you to pay a deposit of up to ${max} for each one as a condition of continuing with it, taking your means into account (${source}).`,
    costs: (max, source) =>
      `Costs order: costs are not usual in the tribunal, but it can order a party to pay the other side’s costs if it acted vexatiously, abusively, disruptively or otherwise unreasonably, or if a claim had no reasonable prospect of success. The tribunal can assess up to ${max} itself; more needs a detailed assessment (${source}).`,
    preparationTime: (rate, unverified) =>
      `A preparation time order pays for time spent by a party without a lawyer, at ${rate} an hour${unverified ? ' (a figure derived from the rules and not yet verified)' : ''}.`,
    ability:
      'The tribunal may take your ability to pay into account. Keep to orders and deadlines, and reconsider weak parts of the claim early.',
    shortService:
      'On the dates recorded you appear to lack the qualifying service for part of the claim: pursuing that part risks a deposit or costs order unless an exception applies.',
    timeLimit: 'A claim presented late can be struck out; the time limit is the first risk to deal with.',
  },
  nextSteps: {
    chooseClaimType: 'Choose the claim type in the Tracker, then run this research again.',
    addDismissalDate: 'Add the dismissal or event date in the Tracker so the time limit can be worked out.',
    contactAcas: (date) => `Notify Acas for early conciliation by ${date}.`,
    waitCertificate: 'When the early conciliation certificate arrives, enter its date and number in the Tracker.',
    presentEt1: (date) => `Present the claim (ET1) so that the tribunal receives it by ${date}.`,
    getAdviceNow: 'Get advice today about presenting the claim late (Acas, a law centre or Citizens Advice).',
    addStart: 'Add your start date in the pay details on the Documents page, so eligibility can be checked.',
    gatherEvidence: (list) => `Gather what is missing: ${list}.`,
    subjectAccess: (period) =>
      `Ask the employer for your personal data with a subject access request (UK GDPR); it must usually answer within ${period}.`,
    readAuthorities: 'Read each authority’s card, and quote the principle (not the facts) in your documents.',
    documents: 'Draft your particulars of claim, schedule of loss and witness statement on the Documents page.',
    advice: 'Free advice: the Acas helpline, a law centre, Citizens Advice or a university law clinic.',
  },
  disclaimer:
    'This is general guidance built from what you recorded and our own case-law table. It is not legal advice. The law and figures change: check them, and get advice on your own case if you can.',
};
