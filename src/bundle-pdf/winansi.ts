/**
 * Text the PDF's standard fonts can print. pdf-lib's standard fonts (Helvetica and its bold and
 * oblique) use WinAnsi encoding: Portuguese accents (ã ç é õ), € and curly quotes are in it, but
 * Polish ł, Greek, Cyrillic, CJK and emoji are not, and pdf-lib throws on them. Embedding a Unicode
 * font would cost hundreds of kilobytes per bundle, so a character the font cannot print becomes its
 * plain letter when it has one (ź → z, ő → o) and '?' otherwise (ł → ?, 😀 → ?): the bundle still
 * builds and the reader sees that something was there.
 */

/** Characters that only shape others (joiners, variation selectors, skin tones): dropped. */
const INVISIBLE = /\p{Variation_Selector}|\p{Emoji_Modifier}|[\u200b-\u200d\u2060\ufeff]/gu;
/** Spaces of other widths and dashes WinAnsi lacks: the nearest character it has. */
const NEAREST: Record<string, string> = {
  '\t': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2043': '-',
  '\u2212': '-',
};
const COMBINING = /^\p{M}+$/u;
const CONTROL = /\p{Cc}/u;

export const REPLACEMENT = '?';

/**
 * A function that rewrites text into characters of `supported` (the font's code points, from
 * PDFFont.getCharacterSet()). Control characters are removed; give it one line at a time.
 */
export function encodableText(supported: ReadonlySet<number>): (text: string) => string {
  const cache = new Map<string, string>();
  const printable = (char: string): string => {
    const known = cache.get(char);
    if (known !== undefined) return known;
    let result: string;
    const nearest = NEAREST[char];
    if (nearest !== undefined) result = nearest;
    else if (supported.has(char.codePointAt(0) ?? -1)) result = char;
    else if (CONTROL.test(char)) result = '';
    else {
      const [base = '', ...marks] = Array.from(char.normalize('NFD'));
      result =
        marks.length > 0 && COMBINING.test(marks.join('')) && supported.has(base.codePointAt(0) ?? -1) ? base : REPLACEMENT;
    }
    cache.set(char, result);
    return result;
  };
  return (text) => {
    let out = '';
    for (const char of text.normalize('NFC').replace(INVISIBLE, '')) out += printable(char);
    return out;
  };
}
