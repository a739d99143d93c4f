/**
 * What a direction asks for, by the words of the standard directions (Presidential Guidance on
 * case management; its Agenda for case management): a schedule of loss (and the respondent's
 * counter-schedule), lists of documents (disclosure), the hearing bundle, witness statements, the
 * list of issues, further information (or particulars), a disability impact statement (the effect
 * of an impairment on normal day-to-day activities: Equality Act 2010 s.6 and Sch. 1), a chronology
 * and cast list, a written statement of the remedy sought (not a witness statement); anything else
 * is 'other'. An amended response is 'other' even when it follows further information.
 */
import type { DirectionKind } from './types';

const RULES: ReadonlyArray<readonly [DirectionKind, RegExp]> = [
  [
    'other',
    /\bamended\s+(?:response|grounds\s+of\s+resistance)|\bamend\s+(?:its|the|their)\s+response|\b(?:response|grounds\s+of\s+resistance)\s+in\s+amended\s+form\b/i,
  ],
  ['furtherInformation', /\b(?:further|better|additional)\s+(?:information|particulars)\b/i],
  ['scheduleOfLoss', /\bschedules?\s+of\s+loss|\bcounter[-\s]?schedule|\bhow\s+much\b[^.]{0,40}\bcompensation\b/i],
  ['listOfIssues', /\blist\s+of\s+(?:the\s+)?(?:legal\s+and\s+factual\s+)?issues|\bissues\s+list\b/i],
  [
    'remedyStatement',
    /\bstatements?\s+of\s+(?:the\s+)?remedy\b|\bremedy\s+statement\b|\bstatement\s+of\s+(?:the\s+)?remedies\b/i,
  ],
  [
    'impactStatement',
    /\bimpact\s+statements?\b|\beffects?\s+of\s+(?:(?:her|his|their|the\s+claimant['’]s|the)\s+)?(?:[\w-]+\s+){0,3}(?:impairments?|conditions?|disability|disabilities)\b|\bnormal\s+day[-\s]to[-\s]day\s+activities\b/i,
  ],
  ['chronology', /\bchronolog(?:y|ies)\b|\bcast\s+lists?\b/i],
  [
    'witnessStatements',
    /\bwitness\s+statements?\b|\bwritten\s+statements?\b(?!\s+of\s+(?:the\s+)?remed)|\bstatements?\s+of\s+(?:evidence|witnesses)\b|^\s*statements\s+(?:must|shall|should|are\s+to|to)\s+be\s+exchanged\b|\bexchange\s+(?:of\s+)?statements\b/i,
  ],
  ['bundle', /\bbundles?\b|\bpaginat|\bagree\s+which\s+documents\b|\bindex\s+(?:the|of)\s+documents\b/i],
  [
    'listOfDocuments',
    /\blists?\s+of\s+(?:all\s+)?(?:the\s+)?(?:relevant\s+)?documents\b|\bdisclos|\bdocuments?\s+(?:which|that)\s+(?:are|is)\s+relevant|\bsend\s+each\s+other\s+a\s+list\b|\bexchange\s+(?:copies\s+of\s+)?(?:all\s+)?(?:the\s+)?(?:relevant\s+)?documents\b|\bcop(?:y|ies)\s+of\s+(?:any\s+|all\s+)?(?:of\s+)?(?:the\s+|these\s+|those\s+)?(?:further\s+|other\s+|relevant\s+)*documents\b/i,
  ],
];

/**
 * The kind the words name, or null when they name none. An amended response wins; otherwise the
 * kind named first ("prepare the bundle, which will include the agreed list of issues" is the bundle).
 */
export function kindIn(words: string): DirectionKind | null {
  const [amended, ...rest] = RULES;
  if (amended?.[1].test(words)) return amended[0];
  let best: { kind: DirectionKind; at: number } | null = null;
  for (const [kind, pattern] of rest) {
    const at = pattern.exec(words)?.index;
    if (at !== undefined && (best === null || at < best.at)) best = { kind, at };
  }
  return best?.kind ?? null;
}
