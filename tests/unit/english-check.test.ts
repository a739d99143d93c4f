/**
 * The English check of words that reach the tribunal, held to passages written as claimants write
 * them: English with Portuguese names and places, short notes, typos and workplace words;
 * Portuguese with English loanwords (rota, manager, payslip) and without accents, as typed on a
 * phone. Written before the check itself.
 */
import { describe, expect, it } from 'vitest';
import { notEnglishPassages, readsAsPortuguese } from '../../src/domain/english-check';

const english = [
  'Told the registered manager in writing that night shifts were below safe staffing levels',
  'Taken off the rota for two weeks after I complained to Maria Conceição about the hoist',
  'My manager João Gonçalves shouted at me in front of residents and said I was lazy',
  'I was dismissed at a meeting with the operations manager, no warning given beforehand',
  'they didnt pay my holiday pay when i left, about 11 days owed',
  'Payslip for March shows £240 deducted for uniform, I never agreed to this in writing',
  'Emailed HR at Sunrise Care Ltd (São Paulo branch visit) asking for my grievance outcome',
  'Sent WhatsApp to team leader saying the fire door on floor 2 was blocked again',
];

const portuguese = [
  'Tiraram-me dos turnos depois de eu ter avisado a gerente sobre a falta de pessoal',
  'Disse ao manager por escrito que os turnos da noite tinham menos pessoal do que o seguro',
  'Fui despedida numa reuniao com o gerente sem aviso nenhum',
  'nao me pagaram as ferias quando sai, faltam uns 11 dias',
  'O payslip de março tem 240 libras descontadas para a farda e eu nunca concordei',
  'A chefe gritou comigo a frente dos utentes e disse que eu era preguiçosa',
  'Enviei um email aos recursos humanos a pedir o resultado da minha reclamação',
];

describe('the English check', () => {
  it.each(english.map((text) => [text]))('leaves English alone: %s', (text) => {
    expect(readsAsPortuguese(text)).toBe(false);
  });

  it.each(portuguese.map((text) => [text]))('flags Portuguese: %s', (text) => {
    expect(readsAsPortuguese(text)).toBe(true);
  });

  it('does not judge what is too short to tell (a name, a date, "ok")', () => {
    for (const text of ['Ana Silva', '12/03/2027', 'ok', 'Sim', 'R123456/26/01']) expect(readsAsPortuguese(text)).toBe(false);
  });

  it('lists the Portuguese lines of a draft by line, leaving markup and English lines out', () => {
    const draft = [
      '# Particulars of Claim',
      '1. The Claimant was employed by the Respondent as a care worker.',
      `2. On 2 June 2026 the Claimant made a disclosure. In the Claimant's own words: "${portuguese[0]}"`,
      '- Taken off the rota for two weeks after I complained about the hoist',
      `- ${portuguese[3]}`,
      "3. On 20 June 2026 the Respondent removed the Claimant from the rota. In the Claimant's own words: “Fui despedida numa reuniao com o gerente”.",
    ].join('\n');
    const found = notEnglishPassages(draft);
    expect(found.map((passage) => passage.line)).toEqual([3, 5, 6]);
    expect(found[1]?.text).toBe(`- ${portuguese[3]}`);
  });
});
