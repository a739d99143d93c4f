/**
 * Every count shown to a reader goes through Intl.PluralRules in both languages: '1 days', '1 casos'
 * or '1 new decisions' cannot happen. pt-PT, unlike Brazilian Portuguese, treats 0 as plural.
 */
import { describe, expect, it } from 'vitest';
import { courts } from '../../src/domain/case-law';
import { preparationTasks } from '../../src/domain/tasks/computed';
import { taskWhy } from '../../src/domain/tasks/words';
import en from '../../src/i18n/en.json';
import { plural } from '../../src/i18n/island-messages';
import pt from '../../src/i18n/pt.json';
import { translate, translatePlural } from '../../src/i18n/translate';
import { syncLine } from '../../src/islands/case-law/sync-result';

const catalogues = { en, pt } as const;
const pluralLocale = { en: 'en-GB', pt: 'pt-PT' } as const;

describe('plural keys', () => {
  it('come in pairs: every "<base>.one" has a "<base>.other", in both languages', () => {
    for (const [lang, messages] of Object.entries(catalogues)) {
      for (const key of Object.keys(messages).filter((k) => k.endsWith('.one')))
        expect(Object.keys(messages), `${lang} ${key}`).toContain(key.replace(/\.one$/, '.other'));
    }
  });
});

describe('counts in words, for 0, 1 and 2', () => {
  type Values = Record<string, string | number> | ((count: number) => Record<string, string | number>);
  const cases: [string, Values, Record<'en' | 'pt', [string, string, string]>][] = [
    ['unit.day', {}, { en: ['0 days', '1 day', '2 days'], pt: ['0 dias', '1 dia', '2 dias'] }],
    ['unit.month', {}, { en: ['0 months', '1 month', '2 months'], pt: ['0 meses', '1 mês', '2 meses'] }],
    [
      'caseLaw.showing',
      (count) => ({ range: '1–2', total: count }),
      {
        en: ['Showing 1–2 of 0 cases', 'Showing 1–2 of 1 case', 'Showing 1–2 of 2 cases'],
        pt: ['A mostrar 1–2 de 0 casos', 'A mostrar 1–2 de 1 caso', 'A mostrar 1–2 de 2 casos'],
      },
    ],
    [
      'sync.completeCount',
      {},
      {
        en: ['Successfully synced 0 cases', 'Successfully synced 1 case', 'Successfully synced 2 cases'],
        pt: ['0 casos sincronizados com sucesso', '1 caso sincronizado com sucesso', '2 casos sincronizados com sucesso'],
      },
    ],
    [
      'sync.result.added',
      { source: 'GOV.UK' },
      {
        en: ['GOV.UK: 0 new decisions.', 'GOV.UK: 1 new decision.', 'GOV.UK: 2 new decisions.'],
        pt: ['GOV.UK: 0 decisões novas.', 'GOV.UK: 1 decisão nova.', 'GOV.UK: 2 decisões novas.'],
      },
    ],
    ['glossary.count', {}, { en: ['0 terms', '1 term', '2 terms'], pt: ['0 termos', '1 termo', '2 termos'] }],
    [
      'documents.schedule.weeks',
      {},
      {
        en: ['0 weeks before', '1 week before', '2 weeks before'],
        pt: ['0 semanas antes', '1 semana antes', '2 semanas antes'],
      },
    ],
    [
      'search.results',
      {},
      {
        en: ['0 pages found', '1 page found', '2 pages found'],
        pt: ['0 páginas encontradas', '1 página encontrada', '2 páginas encontradas'],
      },
    ],
  ];

  it.each(cases)('%s', (base, values, expected) => {
    for (const lang of ['en', 'pt'] as const) {
      const words = [0, 1, 2].map((count) =>
        plural(catalogues[lang], base, count, pluralLocale[lang], typeof values === 'function' ? values(count) : values),
      );
      expect(words, lang).toEqual(expected[lang]);
    }
  });

  it('agree with translatePlural, used by the static pages', () => {
    for (const lang of ['en', 'pt'] as const)
      for (const count of [0, 1, 2])
        expect(translatePlural(lang, 'unit.day', count)).toBe(plural(catalogues[lang], 'unit.day', count, pluralLocale[lang]));
  });
});

describe('the case-law sync result, in the reader language', () => {
  const line = (lang: 'en' | 'pt', run: Parameters<typeof syncLine>[2]) => syncLine(catalogues[lang], pluralLocale[lang], run);

  it('counts decisions and sections with the right plural', () => {
    expect(line('pt', { source: 'govuk', success: true, count: 1, message: 'GOV.UK: 1 new decisions.' }).text).toBe(
      'Decisões do GOV.UK: 1 decisão nova.',
    );
    expect(line('en', { source: 'govuk', success: true, count: 1, message: null }).text).toBe(
      'GOV.UK decisions: 1 new decision.',
    );
    expect(line('pt', { source: 'legislation', success: true, count: 27, message: null }).text).toBe(
      'Legislação do Reino Unido: 27 secções atualizadas.',
    );
  });

  it('explains BAILII and the missing licence in words of its own, and keeps any other server text as an English detail', () => {
    expect(line('pt', { source: 'bailii', success: false, count: 0, message: 'BAILII offers no API' }).text).toMatch(
      /^O BAILII não tem API/,
    );
    const licence = line('pt', {
      source: 'national-archives',
      success: false,
      count: 0,
      message: 'Find Case Law … then set TNA_LICENCE_REFERENCE.',
    });
    expect(licence.text).toMatch(/^A Open Justice Licence/);
    expect(licence.detail).toBeUndefined();
    const failed = line('pt', { source: 'govuk', success: false, count: 0, message: 'www.gov.uk answered HTTP 503 for /x' });
    expect(failed.text).toBe('Decisões do GOV.UK: a sincronização parou e nada foi alterado.');
    expect(failed.detail).toBe('www.gov.uk answered HTTP 503 for /x');
  });
});

describe('court names', () => {
  it('have words in both languages for every court in the database', () => {
    for (const court of courts) {
      expect(en[`court.${court}` as keyof typeof en], court).toBe(court);
      expect(pt[`court.${court}` as keyof typeof pt], court).toBeTruthy();
      expect(pt[`court.${court}` as keyof typeof pt], court).not.toBe(court);
    }
  });
});

describe('the preparation plan in words', () => {
  // 'printed' is one week before the hearing: the tracker and the calendar said "1 weeks before".
  const printed = preparationTasks('2027-04-19', '2026-11-22').find((task) => task.kind === 'printed');
  const why = (lang: 'en' | 'pt') =>
    printed
      ? taskWhy(
          { ...printed, title: null },
          (key, values) => translate(lang, key, values),
          (iso) => iso,
          pluralLocale[lang],
        )
      : '';

  it('says one week, not "1 weeks" or "1 semanas"', () => {
    expect(why('en')).toMatch(/^Usually done 1 week before the hearing\./);
    expect(why('pt')).toMatch(/^Normalmente feito 1 semana antes da audiência\./);
  });
});
