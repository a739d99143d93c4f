/**
 * The law watch in words: the claimant-facing "checked against legislation.gov.uk on {date}" (the
 * tracker's deadline card and the static pages' sentence), and the admins' e-mail in one language
 * or both.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkedSentence } from '../../src/browser/law-watch-sentence';
import { caseLimits } from '../../src/domain/case-limits';
import { formatLongDate } from '../../src/domain/format';
import type { LawWatchNotice } from '../../src/domain/law-watch';
import { lawWatchEmail } from '../../src/domain/law-watch-email';
import { pickMessages } from '../../src/i18n/island-messages';
import type { Locale } from '../../src/i18n/locales';
import { translate } from '../../src/i18n/translate';
import DeadlineCard, { DEADLINE_MESSAGE_KEYS } from '../../src/islands/tracker/DeadlineCard';

const TODAY = '2026-11-23';
const checks = [{ figure: 'claimTimeLimit' as const, from: '2026-10-01', checkedOn: '2026-11-22' }];

function card(locale: Locale, lawWatchChecks?: typeof checks): string {
  const limits = caseLimits(
    {
      claimType: 'unfair-dismissal',
      dismissalDate: '2026-10-20',
      acasStartDate: null,
      acasEndDate: null,
      et1FiledDate: null,
      events: [],
    },
    TODAY,
  );
  return renderToStaticMarkup(
    createElement(DeadlineCard, {
      limits,
      caseId: 'case-1',
      messages: pickMessages(locale, DEADLINE_MESSAGE_KEYS),
      longDate: (iso: string) => formatLongDate(iso, locale),
      pluralLocale: locale === 'pt' ? 'pt-PT' : 'en-GB',
      ...(lawWatchChecks ? { lawWatchChecks } : {}),
    }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('when the reported six-month row was last checked', () => {
  it('the deadline card says so, in both languages, beside the reported-not-verified warning', () => {
    expect(card('en', checks)).toContain('How to check this change Checked against legislation.gov.uk on 22 November 2026.');
    expect(card('pt', checks)).toContain('Última verificação na legislation.gov.uk: 22 de novembro de 2026.');
  });

  it('says nothing of a check that has not happened (no answer, or the row not yet read)', () => {
    expect(card('en')).not.toContain('Checked against');
    expect(card('en', [{ ...checks[0], checkedOn: null } as unknown as (typeof checks)[number]])).not.toContain(
      'Checked against',
    );
  });

  it('a static page fills its slot from GET /api/law-watch, in the page’s language, or leaves it empty', () => {
    const slot = { figure: 'claimTimeLimit', from: '2026-10-01', locale: 'pt-PT', template: translate('pt', 'lawWatch.checked') };
    expect(checkedSentence({ checks }, slot)).toBe('Última verificação na legislation.gov.uk: 22 de novembro de 2026.');
    expect(checkedSentence({ checks }, { ...slot, locale: 'en-GB', template: translate('en', 'lawWatch.checked') })).toBe(
      'Checked against legislation.gov.uk on 22 November 2026.',
    );
    expect(checkedSentence(null, slot)).toBeNull();
    expect(checkedSentence({ checks: [{ ...checks[0], checkedOn: null } as never] }, slot)).toBeNull();
    expect(checkedSentence({ checks }, { ...slot, from: '2027-01-01' })).toBeNull();
  });
});

describe('the admins’ e-mail', () => {
  const notice: LawWatchNotice = {
    id: 'n1',
    target: 'ukpga/2025/36/section/152',
    sourceUrl: 'https://www.legislation.gov.uk/ukpga/2025/36/section/152',
    rows: [{ figure: 'claimTimeLimit', from: '2026-10-01' }],
    before: { kind: 'provision', status: 'prospective', inForceFrom: null, commencement: [], pending: [] },
    after: {
      kind: 'provision',
      status: 'inForce',
      inForceFrom: '2026-10-01',
      commencement: ['S. 152 in force at 1.10.2026 by S.I. 2026/954, reg. 3'],
      pending: [],
    },
    createdAt: '2026-11-22T03:20:00.000Z',
  };
  const adminUrl = { en: 'https://site.example/case-law/admin', pt: 'https://site.example/pt/case-law/admin' };

  it('in English: what changed, the row and what to look for, the source, and that nothing switched by itself', () => {
    const mail = lawWatchEmail({ language: 'en', notices: [notice], adminUrl, longDate: formatLongDate });
    expect(mail.subject).toBe('Law watch: 1 change on legislation.gov.uk to review');
    expect(mail.text).toBe(
      [
        'The law watch found 1 change on legislation.gov.uk for a figure that is not yet verified.',
        '',
        'Nothing on the site has changed: a figure changes only when someone edits the figures table, with its source.',
        '',
        '1. s. 152 (ukpga/2025/36/section/152)',
        '   Figure rows concerned:',
        '   - claimTimeLimit, row from 1 October 2026. What to look for (in English): in force, with Commencement Information naming the regulations (reported: S.I. 2026/954 reg. 3) and their rule for events before the date',
        '   Before:',
        '   Not yet in force.',
        '   Now:',
        '   In force from 1 October 2026.',
        '   legislation.gov.uk notes (in English): “S. 152 in force at 1.10.2026 by S.I. 2026/954, reg. 3”',
        '   Open the source on legislation.gov.uk: https://www.legislation.gov.uk/ukpga/2025/36/section/152',
        '',
        'Check each source, then mark the notice reviewed on the admin page:',
        'https://site.example/case-law/admin',
      ].join('\n'),
    );
  });

  it('in both languages when the admin chose none, with Portuguese plurals', () => {
    const mail = lawWatchEmail({
      language: null,
      notices: [notice, { ...notice, id: 'n2' }],
      adminUrl,
      longDate: formatLongDate,
    });
    expect(mail.subject).toBe(
      'Law watch: 2 changes on legislation.gov.uk to review / Vigilância legislativa: 2 alterações na legislation.gov.uk por rever',
    );
    expect(mail.text).toContain('— Português —');
    expect(mail.text).toContain('Em vigor desde 1 de outubro de 2026.');
    expect(mail.text).toContain('https://site.example/pt/case-law/admin');
  });
});
