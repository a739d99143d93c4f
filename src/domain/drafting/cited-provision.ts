/** How a draft cites a provision in its own language: the templates and the deadline sentences share it. */
import type { DraftFacts } from './facts';

const ACTS: Record<string, string> = {
  ERA: 'Employment Rights Act',
  EqA: 'Equality Act',
  TULRCA: 'Trade Union and Labour Relations (Consolidation) Act',
};

/**
 * A provision as the registry and the limit rules write it ("ERA 1996 s.111(2)(a)", "EqA 2010
 * s.123(1)(a) and (3)(a)", "… Order 1994, art. 7(a)") in a pleading's words: "section 111(2)(a) of
 * the Employment Rights Act 1996", and in the Portuguese reading copy "secção 111(2)(a) do
 * Employment Rights Act 1996" (the Act keeps its English title). Anything else is kept as written.
 */
export function citedProvision(facts: DraftFacts, provision: string): string {
  const pt = facts.language === 'pt';
  const section = /^(ERA|EqA|TULRCA) (\d{4}) s\.(\S+?)(?: and (\(\w+\)(?:\(\w+\))*))?$/.exec(provision);
  if (section?.[1] && section[3]) {
    const act = `${ACTS[section[1]]} ${section[2]}`;
    const more = section[4] ? `${pt ? ' e ' : ' and '}${section[4]}` : '';
    return pt ? `secção ${section[3]}${more} do ${act}` : `section ${section[3]}${more} of the ${act}`;
  }
  const article = /^(.+ Order \d{4}), art\. (\d+)(\(\w+\))?$/.exec(provision);
  if (article?.[1] && article[2]) {
    const sub = article[3] ?? '';
    return pt ? `artigo ${article[2]}.º${sub} do ${article[1]}` : `article ${article[2]}${sub} of the ${article[1]}`;
  }
  return provision;
}
