/**
 * "Checked against legislation.gov.uk on {date}" beside a reported, not verified figure on a
 * static page (TimeLimitChange.astro). The page is built once; the daily law watch reads
 * legislation.gov.uk every night, so the date comes from GET /api/law-watch (the day the watch last
 * read every provision of that row), never from the build. Until it answers, or if it cannot, the
 * sentence stays hidden and the page says everything else it says.
 */
import { checkedSentence, type LawWatchAnswer } from './law-watch-sentence';

const slots = [...document.querySelectorAll<HTMLElement>('[data-law-watch-checked]')];
if (slots.length > 0) {
  void fetch('/api/law-watch', { credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<LawWatchAnswer>) : null))
    .then((answer) => {
      for (const slot of slots) {
        const sentence = checkedSentence(answer, slot.dataset);
        if (!sentence) continue;
        slot.textContent = ` ${sentence}`;
        slot.hidden = false;
      }
    })
    .catch(() => {
      // Optional: the page is right without the date.
    });
}
