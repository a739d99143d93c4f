/**
 * The islands' words fetched when they are drawn (src/islands/island-words.ts): the tracker screen's
 * messages, and the ET1 panel's answer words (in English, and in Portuguese for a reading copy) with
 * the panel's own words for them.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { ET1_ANSWER_KEYS } from '../../domain/et1-form/answers';
import { pickMessages } from '../../i18n/island-messages';
import { type Locale, locales } from '../../i18n/locales';
import type { IslandWords } from '../../islands/island-words';
import { ET1_PANEL_MESSAGE_KEYS, type Et1Words } from '../../islands/tracker/et1/et1-panel-message-keys';
import { TRACKER_MESSAGE_KEYS, type TrackerWords } from '../../islands/tracker/tracker-screen-props';

const words: Record<IslandWords, (locale: Locale) => unknown> = {
  tracker: (locale) => ({ messages: pickMessages(locale, TRACKER_MESSAGE_KEYS) }) satisfies TrackerWords,
  'et1-answers': (locale) =>
    ({
      messages: pickMessages(locale, ET1_PANEL_MESSAGE_KEYS),
      answerWords: pickMessages('en', ET1_ANSWER_KEYS),
      readingWords: locale === 'pt' ? pickMessages('pt', ET1_ANSWER_KEYS) : undefined,
    }) satisfies Et1Words,
};

export const getStaticPaths = (() =>
  (Object.keys(words) as IslandWords[]).flatMap((island) =>
    locales.map((locale) => ({ params: { file: `${island}.${locale}` }, props: { island, locale } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ island: IslandWords; locale: Locale }> = ({ props }) =>
  new Response(JSON.stringify(words[props.island](props.locale)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
