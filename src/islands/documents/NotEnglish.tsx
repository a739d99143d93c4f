/**
 * The passages of an English draft that read as Portuguese (src/domain/english-check), listed so
 * the claimant puts them into English before filing; where the server has a language model, a
 * suggested English version of each (POST /api/translations), which the claimant reads and uses or
 * not. Using one puts it into the document's editor, to be saved: nothing changes on its own.
 */
import { useState } from 'react';
import type { NotEnglishPassage } from '../../domain/english-check';
import { MAX_TRANSLATION_PASSAGE, MAX_TRANSLATION_PASSAGES } from '../../domain/translation';
import { format, type Messages } from '../../i18n/island-messages';
import { call, client } from '../../stores/api';

export const NOT_ENGLISH_MESSAGE_KEYS = [
  'documents.notEnglishTitle',
  'documents.notEnglishBody',
  'documents.notEnglishLine',
  'documents.suggestEnglish',
  'documents.suggestingEnglish',
  'documents.suggestionIntro',
  'documents.useSuggestion',
  'documents.noSuggestion',
  'documents.translationUnavailable',
] as const;
type Key = (typeof NOT_ENGLISH_MESSAGE_KEYS)[number];

interface Props {
  passages: readonly NotEnglishPassage[];
  messages: Messages<Key>;
  onUse(source: string, english: string): void;
}

type Suggestions =
  | { state: 'none' }
  | { state: 'asking' }
  | { state: 'unavailable' }
  | { state: 'ready'; items: readonly { source: string; english: string | null }[] };

export function NotEnglish({ passages, messages: t, onUse }: Props) {
  const [suggestions, setSuggestions] = useState<Suggestions>({ state: 'none' });

  async function suggest() {
    setSuggestions({ state: 'asking' });
    const sources = passages.slice(0, MAX_TRANSLATION_PASSAGES).map((passage) => passage.text.slice(0, MAX_TRANSLATION_PASSAGE));
    try {
      const answer = await call(client.api.translations.$post({ json: { passages: sources } }));
      setSuggestions({ state: 'ready', items: answer.translations });
    } catch {
      // No model on this server (503 TRANSLATION_UNAVAILABLE), or no answer: the list above says what needs English.
      setSuggestions({ state: 'unavailable' });
    }
  }

  return (
    <section className="banner banner-warning" aria-label={t['documents.notEnglishTitle']} data-not-english>
      <p>
        <strong>{t['documents.notEnglishTitle']}</strong>
      </p>
      <p>{t['documents.notEnglishBody']}</p>
      <ul>
        {passages.map((passage) => (
          <li key={passage.line} lang="pt-PT">
            {format(t['documents.notEnglishLine'], { line: passage.line, text: passage.text })}
          </li>
        ))}
      </ul>
      {suggestions.state === 'none' && (
        <button type="button" className="button button-secondary" onClick={() => void suggest()}>
          {t['documents.suggestEnglish']}
        </button>
      )}
      <div role="status">
        {suggestions.state === 'asking' && <p>{t['documents.suggestingEnglish']}</p>}
        {suggestions.state === 'unavailable' && <p data-translation-unavailable>{t['documents.translationUnavailable']}</p>}
      </div>
      {suggestions.state === 'ready' && (
        <div className="english-suggestions">
          <p>{t['documents.suggestionIntro']}</p>
          <ul>
            {suggestions.items.map((item) => (
              <li key={item.source}>
                <p lang="pt-PT">{item.source}</p>
                {item.english ? (
                  <>
                    <p lang="en-GB">
                      <strong>{item.english}</strong>
                    </p>
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={() => item.english && onUse(item.source, item.english)}
                    >
                      {t['documents.useSuggestion']}
                    </button>
                  </>
                ) : (
                  <p>{t['documents.noSuggestion']}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
