/**
 * Reminder offsets and e-mail words on fixed dates: month and year ends, the clock
 * changes (the date in London), the missed-run rule, and the e-mails in both languages, exactly.
 */
import { describe, expect, it } from 'vitest';
import { addDays, todayInLondon } from '../../src/domain/calendar';
import { latestMonday } from '../../src/domain/reminders/digest-day';
import { digestEmail, longDate, reminderEmail } from '../../src/domain/reminders/email';
import { dueOffset, offsetBands } from '../../src/domain/reminders/offsets';

describe('dueOffset', () => {
  it('gives each reminder on its day: 14, 7, 2, 1 days before and on the day', () => {
    const due = '2027-03-15';
    expect([14, 7, 2, 1, 0].map((before) => dueOffset(addDays(due, -before), due))).toEqual([14, 7, 2, 1, 0]);
  });

  it('counts across month and year ends without overflow', () => {
    // 14 days before 3 March 2027 (not a leap year) is 17 February, 7 days before is 24 February;
    // 7 days before 3 January is 27 December.
    expect(dueOffset('2027-02-17', '2027-03-03')).toBe(14);
    expect(dueOffset('2027-02-24', '2027-03-03')).toBe(7);
    expect(dueOffset('2027-02-16', '2027-03-03')).toBeNull();
    expect(dueOffset('2026-12-27', '2027-01-03')).toBe(7);
    expect(dueOffset('2028-02-28', '2028-03-01')).toBe(2); // 2028 is a leap year: 29 February between
    expect(dueOffset('2027-02-28', '2027-03-01')).toBe(1);
    expect(dueOffset('2026-11-30', '2026-12-01')).toBe(1);
  });

  it('owes only the most recent reminder after missed runs, none when overdue or beyond 14 days', () => {
    expect(dueOffset('2027-03-10', '2027-03-15')).toBe(7); // 5 days left: the 7-day one, not the 14-day one
    expect(dueOffset('2027-03-02', '2027-03-15')).toBe(14); // 13 days left
    expect(dueOffset('2027-03-12', '2027-03-15')).toBe(7); // 3 days left
    expect(dueOffset('2027-02-28', '2027-03-15')).toBeNull(); // 15 days
    expect(dueOffset('2027-03-16', '2027-03-15')).toBeNull(); // overdue
  });

  it('describes the same rule as due-date bands for the SQL', () => {
    expect(offsetBands('2027-01-30')).toEqual([
      { offset: 0, after: null, upTo: '2027-01-30' },
      { offset: 1, after: '2027-01-30', upTo: '2027-01-31' },
      { offset: 2, after: '2027-01-31', upTo: '2027-02-01' },
      { offset: 7, after: '2027-02-01', upTo: '2027-02-06' },
      { offset: 14, after: '2027-02-06', upTo: '2027-02-13' },
    ]);
    for (let days = 0; days <= 14; days += 1) {
      const due = addDays('2027-01-30', days);
      const band = offsetBands('2027-01-30').find((b) => due <= b.upTo && (b.after === null || due > b.after));
      expect(band?.offset, due).toBe(dueOffset('2027-01-30', due));
    }
  });

  it('takes today from the London calendar across the clock changes', () => {
    // 28 March 2027: clocks go forward at 01:00 UTC. 23:30 UTC is 00:30 BST on the 29th.
    expect(todayInLondon(new Date('2027-03-28T23:30:00Z'))).toBe('2027-03-29');
    expect(dueOffset(todayInLondon(new Date('2027-03-28T23:30:00Z')), '2027-03-30')).toBe(1);
    // 25 October 2026: back to GMT at 01:00 UTC. 23:30 UTC on the 25th is still the 25th in London.
    expect(todayInLondon(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
    expect(dueOffset(todayInLondon(new Date('2026-10-25T23:30:00Z')), '2026-10-27')).toBe(2);
    // The evening before the change, in BST: 23:30 UTC on the 24th is 00:30 on the 25th.
    expect(todayInLondon(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  });
});

describe('latestMonday', () => {
  it('is the Monday on or before the day, across a month end', () => {
    expect(latestMonday('2026-11-23')).toBe('2026-11-23');
    expect(latestMonday('2026-11-22')).toBe('2026-11-16');
    expect(latestMonday('2026-12-03')).toBe('2026-11-30');
    expect(latestMonday('2027-01-03')).toBe('2026-12-28');
  });
});

const task = {
  source: 'own',
  kind: null,
  title: 'Exchange witness statements',
  notes: 'Order of 2 November,\nparagraph 4',
  dueDate: '2026-11-29',
  dueTime: '16:00',
  caseLabel: 'Acme Logistics Ltd',
  caseUrl: 'https://tribunal.example/tracker?case=c1',
  rule: null,
};
const computed = {
  ...task,
  source: 'computed',
  kind: 'presentBy',
  title: null,
  notes: null,
  dueTime: null,
  dueDate: '2026-11-24',
};

describe('reminderEmail', () => {
  it('asks for the Acas certificate while the ET1 date is the safe one (the certificate awaited), in both languages', () => {
    const awaiting = {
      ...computed,
      rule: {
        type: 'figure' as const,
        figure: 'claimTimeLimit' as const,
        amount: 3,
        unit: 'month' as const,
        provision: 'ERA 1996 s.111(2)(a)',
        source: { title: 'ERA 1996 s.111', url: 'https://www.legislation.gov.uk/ukpga/1996/18/section/111' },
        earliest: true,
        steps: [],
        event: null,
      },
    };
    const input = { today: '2026-11-22', tasks: [awaiting], unsubscribeUrl: 'u', settingsUrl: 's' };
    expect(reminderEmail({ ...input, language: 'en' }).text).toContain(
      'What to do: Look for the Acas certificate in your e-mail, the spam folder too',
    );
    expect(reminderEmail({ ...input, language: 'pt' }).text).toContain('Procure o certificado da Acas no seu e-mail');
  });

  it('writes English: what, when, why, what to do, the case link and the unsubscribe link', () => {
    const email = reminderEmail({
      language: 'en',
      today: '2026-11-22',
      tasks: [task, computed],
      unsubscribeUrl: 'https://tribunal.example/api/reminders/unsubscribe?token=t',
      settingsUrl: 'https://tribunal.example/tracker#account',
    });
    expect(email.subject).toBe('Reminder: 2 dates on your claim, the first in 2 days');
    expect(email.text).toBe(`This is your reminder from Tribunal Toolkit about dates on your Employment Tribunal claim.

1. Last day for the tribunal to receive your ET1
   Due: in 2 days, Tuesday 24 November 2026
   Case: Acme Logistics Ltd
   Why it matters: A claim presented even one day late is usually out of time, and the tribunal may refuse to hear it.
   What to do: Submit your ET1 online before midnight, and keep the confirmation.
   Open the case: https://tribunal.example/tracker?case=c1

2. Exchange witness statements
   Due: in 7 days, Sunday 29 November 2026 by 4pm
   Case: Acme Logistics Ltd
   Why it matters: A date in the tribunal’s orders must be kept: missing one can lead to your claim being struck out.
   Your notes: Order of 2 November, paragraph 4
   What to do: Do what the tribunal’s order asks before this date, then mark the task done on the tracker.
   Open the case: https://tribunal.example/tracker?case=c1

Check every date against the tribunal’s own letters and orders: they always come first.

You get these reminders because they are on for your account. To stop them, open this link (no need to sign in):
https://tribunal.example/api/reminders/unsubscribe?token=t

To turn them back on or change their language, go to Your account:
https://tribunal.example/tracker#account`);
  });

  it('writes European Portuguese with the termbase’s words', () => {
    const email = reminderEmail({
      language: 'pt',
      today: '2026-11-23',
      tasks: [computed],
      unsubscribeUrl: 'https://tribunal.example/api/reminders/unsubscribe?token=t',
      settingsUrl: 'https://tribunal.example/pt/tracker#account',
    });
    expect(email.subject).toBe('Lembrete: Último dia para o tribunal receber o seu ET1 (amanhã)');
    expect(
      email.text,
    ).toBe(`Este é o seu lembrete do Tribunal Toolkit sobre datas da sua ação no Tribunal do Trabalho (Employment Tribunal).

1. Último dia para o tribunal receber o seu ET1
   Data: amanhã, terça-feira, 24 de novembro de 2026
   Processo: Acme Logistics Ltd
   Porque é importante: Uma ação apresentada mesmo um dia depois está normalmente fora do prazo, e o tribunal pode recusar-se a apreciá-la.
   O que fazer: Submeta o formulário ET1 online antes da meia-noite e guarde a confirmação.
   Abrir o processo: https://tribunal.example/tracker?case=c1

Confirme cada data nas cartas e nos despachos do próprio tribunal: prevalecem sempre.

Recebe estes lembretes porque estão ativos na sua conta. Para deixar de os receber, abra esta ligação (não precisa de iniciar sessão):
https://tribunal.example/api/reminders/unsubscribe?token=t

Para voltar a ativá-los ou mudar o idioma, aceda a A sua conta:
https://tribunal.example/pt/tracker#account`);
  });

  it('says today and words an unknown kind generally', () => {
    const email = reminderEmail({
      language: 'en',
      today: '2026-11-24',
      tasks: [{ ...computed, kind: 'somethingNew' }],
      unsubscribeUrl: 'u',
      settingsUrl: 's',
    });
    expect(email.subject).toBe('Reminder: A date on your case (today)');
  });
});

describe('longDate and digestEmail', () => {
  it('writes long dates in each language', () => {
    expect(longDate('2027-01-01', 'en')).toBe('Friday 1 January 2027');
    expect(longDate('2027-01-01', 'pt')).toBe('sexta-feira, 1 de janeiro de 2027');
  });

  it('lists the decisions by saved search', () => {
    const email = digestEmail({
      language: 'en',
      searches: [
        {
          name: 'Whistleblowing',
          decisions: [
            {
              caseName: 'A v B',
              citation: '[2026] EAT 12',
              decisionDate: '2026-11-18',
              year: 2026,
              url: 'https://t.example/case-law?q=A%20v%20B',
            },
            {
              caseName: 'C v D',
              citation: '[2026] EAT 13',
              decisionDate: null,
              year: 2026,
              url: 'https://t.example/case-law?q=C%20v%20D',
            },
          ],
        },
      ],
      unsubscribeUrl: 'https://t.example/u',
      settingsUrl: 'https://t.example/tracker#account',
    });
    expect(email.subject).toBe('New case law for your saved searches: 2 decisions');
    expect(email.text).toBe(`New decisions matching your saved case-law searches on Tribunal Toolkit:

Saved search: Whistleblowing
- A v B, [2026] EAT 12 (decided Wednesday 18 November 2026)
  https://t.example/case-law?q=A%20v%20B
- C v D, [2026] EAT 13 (2026)
  https://t.example/case-law?q=C%20v%20D

A decision is only a guide: check how it applies to the facts of your own claim.

You get this weekly digest because you saved these searches. To stop it, open this link (no need to sign in):
https://t.example/u

To turn the digest back on, or rename or delete your saved searches, go to Your account:
https://t.example/tracker#account`);
  });

  it('counts decisions by each language’s plural rules', () => {
    const decision = { caseName: 'A v B', citation: '[2026] EAT 12', decisionDate: null, year: 2026, url: 'https://t.example/x' };
    const subject = (language: 'en' | 'pt', count: number) =>
      digestEmail({
        language,
        searches: [{ name: 'S', decisions: Array.from({ length: count }, () => decision) }],
        unsubscribeUrl: 'https://t.example/u',
        settingsUrl: 'https://t.example/s',
      }).subject;
    expect(subject('en', 1)).toBe('New case law for your saved searches: 1 decision');
    expect(subject('pt', 1)).toBe('Nova jurisprudência nas suas pesquisas guardadas: 1 decisão');
    expect(subject('pt', 2)).toBe('Nova jurisprudência nas suas pesquisas guardadas: 2 decisões');
  });
});
