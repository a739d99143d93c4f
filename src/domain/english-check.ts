/**
 * What is filed with or sent to the tribunal is in English: the claimant's own words that reach a
 * filing (an event's description, an evidence item's title, a draft's quoted passages) are checked
 * before a copy or a download, and the passages not in English are listed so the claimant can
 * put them into English. Detection by franc-min (trigram language identification, a well-kept
 * library) restricted to the two languages the product speaks, so a short English sentence is
 * never mistaken for a third language. A passage too short to judge is not flagged.
 */
import { franc } from 'franc-min';

/** Below this many letters the trigram model cannot tell English from Portuguese reliably. */
const MIN_LETTERS = 20;

export interface NotEnglishPassage {
  /** The passage as written (one line or paragraph of the text). */
  text: string;
  /** Its line in the text, from 1, for "line 12". */
  line: number;
}

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** Whether a passage reads as Portuguese rather than English; false when too short to tell. */
export function readsAsPortuguese(passage: string): boolean {
  if (letters(passage) < MIN_LETTERS) return false;
  return franc(passage, { only: ['eng', 'por'], minLength: MIN_LETTERS }) === 'por';
}

/**
 * The passages of a text that are not in English, line by line (markup marks, list bullets and
 * numbering are not words and are left out of the judgement).
 */
export function notEnglishPassages(text: string): NotEnglishPassage[] {
  return text.split('\n').flatMap((raw, index) => {
    const passage = raw
      .replace(/^\s*(#{1,6}|[-*•]|\d+[.)])\s+/u, '')
      .replace(/\[[^\]]*\]\([^)]*\)/gu, '')
      .trim();
    // A claimant's words quoted inside an English sentence are judged on their own too.
    const quoted = [...passage.matchAll(/["“«]([^"”»]+)["”»]/gu)].map((match) => match[1] ?? '');
    const flagged = [passage, ...quoted].some(readsAsPortuguese);
    return passage && flagged ? [{ text: raw.trim(), line: index + 1 }] : [];
  });
}
