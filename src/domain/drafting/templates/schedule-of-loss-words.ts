/**
 * The schedule of loss's words in English (to file) and European Portuguese (to read and check),
 * with the terms of content/pt-termbase.json; the English term follows in brackets where the
 * claimant will meet it at the tribunal. Numbers, dates and money are filled in by the template.
 */
import type { ClaimTypeId } from '../../case-schema';
import type { ComplaintId } from '../../complaints';
import type { DocumentLanguage } from '../../documents';
import type { FigureId } from '../../figures';
import type { MissingInput } from '../../schedule-of-loss-types';

export interface ScheduleWords {
  title: string;
  intro: string;
  prepared: string;
  claimTypes: Record<ClaimTypeId, string>;
  facts: string;
  item: string;
  detail: string;
  working: string;
  amount: string;
  head: string;
  factLabels: {
    claimType: string;
    dismissalDate: string;
    dateOfBirth: string;
    age: string;
    employmentStart: string;
    completeYears: string;
    weeklyGross: string;
    weeklyNet: string;
    weeklyPension: string;
    newWork: string;
    noNewWork: string;
    hearingDate: string;
    presented: string;
  };
  basicAward: string;
  basicWorking: string;
  weekCapped: string;
  weekNotCapped: string;
  maxYears: string;
  noticeNote: string;
  noticeSame: string;
  qualifyingMet: string;
  qualifyingNotMet: string;
  redundancyNote: string;
  compensatory: string;
  compensatoryDiscrimination: string;
  lossToDate: string;
  lossToDateWorking: string;
  toToday: string;
  newEarnings: string;
  newEarningsWorking: string;
  netLossToDate: string;
  pensionToDate: string;
  pensionFuture: string;
  pensionWorking: string;
  pensionFutureWorking: string;
  futureLoss: string;
  futureLossWorking: string;
  statutoryRights: string;
  statutoryRightsWorking: string;
  subtotal: string;
  grossSubtotal: string;
  noticePayReceived: string;
  otherPaymentsReceived: string;
  receivedWorking: string;
  netOfPayments: string;
  cap: string;
  capExempt: string;
  capExemptOtherwise: string;
  exemptComplaints: Partial<Record<ComplaintId, string>>;
  capTransitionNone: string;
  capTransitionLimit: string;
  reported: string;
  noUpliftRedundancy: string;
  grossingUp: string;
  grossingUpWorking: string;
  interest: string;
  interestBody: string;
  ventoCaveat: string;
  capNone: string;
  capLimit: string;
  capWeeks: string;
  capWeeksMissing: string;
  capBites: string;
  capBitesWithUplift: string;
  capDoesNotBite: string;
  noCapDiscrimination: string;
  injury: string;
  injuryIntro: string;
  injuryNotPresented: string;
  band: string;
  range: string;
  bands: Record<'lower' | 'middle' | 'upper', string>;
  injuryMissing: string;
  uplift: string;
  upliftWorking: string;
  upliftNoBase: string;
  totals: string;
  totalsIntro: string;
  totalBasic: string;
  totalCompensatory: string;
  total: string;
  without: string;
  withUplift: string;
  injuryExcluded: string;
  sumsOwed: string;
  sumsOwedBody: string;
  contractCap: string;
  stillNeeded: string;
  stillNeededIntro: string;
  nothingMissing: string;
  missing: Record<MissingInput, string>;
  about: string;
  aboutBody: string;
  sourceLine: string;
  noLimit: string;
  figureNames: Partial<Record<FigureId, string>>;
  unverified: string;
  medium: string;
  weeksUnit: string;
  /** Singular and plural, for the qualifying period. */
  units: Record<'year' | 'month' | 'week', [string, string]>;
}

const en: ScheduleWords = {
  title: 'Schedule of Loss',
  intro:
    'This schedule sets out what the claimant asks the tribunal to award and how each figure is worked out. It can be updated before the hearing.',
  prepared: 'Prepared on {date}.',
  claimTypes: {
    'unfair-dismissal': 'Unfair dismissal',
    discrimination: 'Discrimination',
    'unpaid-wages': 'Unpaid wages',
    redundancy: 'Redundancy',
    'constructive-dismissal': 'Constructive dismissal',
    'breach-contract': 'Breach of contract',
  },
  facts: 'Key facts',
  item: 'Item',
  detail: 'Detail',
  working: 'Working',
  amount: 'Amount',
  head: 'Head of loss',
  factLabels: {
    claimType: 'Claim',
    dismissalDate: 'Effective date of termination',
    dateOfBirth: 'Date of birth',
    age: 'Age at the effective date of termination',
    employmentStart: 'Start of continuous employment',
    completeYears: 'Complete years of continuous employment',
    weeklyGross: 'Gross weekly pay (before tax)',
    weeklyNet: 'Net weekly pay (take-home)',
    weeklyPension: "Employer's pension contribution a week",
    newWork: 'New work from {date}, net weekly pay {pay}',
    noNewWork: 'No new work recorded',
    hearingDate: 'Hearing date',
    presented: 'Claim presented on',
  },
  basicAward: 'Basic award',
  basicWorking:
    '{years} complete years counted, age {age} at the effective date of termination: {weeks} weeks’ pay by the age bands of ERA 1996 s.119 × {week}',
  weekCapped:
    "The gross weekly pay of {gross} is above the cap on a week's pay of {cap} in force on {date} ({source}), so {cap} is used.",
  weekNotCapped: "The gross weekly pay of {gross} is within the cap on a week's pay of {cap} in force on {date} ({source}).",
  maxYears: 'At most {max} years count ({source}); {years} complete years were worked.',
  noticeNote:
    'If the employer gave less than the statutory minimum notice ({notice} weeks), ERA 1996 s.97(2) moves the date used to count the years to {date}: that would give {years} complete years at age {age}. This schedule uses the date recorded; say if no notice was given.',
  noticeSame:
    'If the employer gave less than the statutory minimum notice ({notice} weeks), ERA 1996 s.97(2) moves the date used to count the years to {date}; the years and age stay the same.',
  qualifyingMet: 'Qualifying period: {period} of continuous employment on {date} ({source}) is met.',
  qualifyingNotMet:
    'Qualifying period: ordinary unfair dismissal needs {period} of continuous employment on {date} ({source}); {years} complete years are recorded. The claim can only go on if the dismissal was for an automatically unfair reason (such as whistleblowing, health and safety or pregnancy), or if the statutory minimum notice under ERA 1996 s.97(2) takes the service past the period. The basic award is shown in case the tribunal accepts the claim.',
  redundancyNote: 'A statutory redundancy payment already received reduces the basic award (ERA 1996 s.122(4)).',
  compensatory: 'Compensatory award (ERA 1996 s.123)',
  compensatoryDiscrimination: 'Financial loss (Equality Act 2010 s.124)',
  lossToDate: 'Loss of earnings to date',
  lossToDateWorking: '{from} to {to}: {days} days = {weeks} weeks × net weekly pay of {weekly}',
  toToday: 'There is no hearing date yet, so the loss runs to today; update it when the hearing is listed.',
  newEarnings: 'Less: net earnings in new work',
  newEarningsWorking: '{from} to {to}: {days} days = {weeks} weeks × new net weekly pay of {weekly}',
  netLossToDate: 'Net loss of earnings to date',
  pensionToDate: "Loss of employer's pension contributions to date",
  pensionFuture: "Future loss of employer's pension contributions",
  pensionWorking: '{weeks} weeks × {weekly} a week ({from} to {to})',
  pensionFutureWorking: '{weeks} weeks × {weekly} a week',
  futureLoss: 'Future loss of earnings',
  futureLossWorking: '{weeks} weeks × ({net} net weekly pay − {newNet} new net weekly pay = {loss} a week)',
  statutoryRights: 'Loss of statutory rights',
  statutoryRightsWorking: 'A conventional sum, not set by any statute; the tribunal decides the amount.',
  subtotal: 'Compensatory award before any cap',
  grossSubtotal: 'Loss before payments received',
  noticePayReceived: 'Less: pay in lieu of notice received',
  otherPaymentsReceived: 'Less: other payments received from the employer',
  receivedWorking: 'Recorded in your pay details',
  netOfPayments: 'Compensatory award after payments received, before any cap',
  cap: 'The cap on the compensatory award',
  capExempt:
    'No cap: the claimant says the dismissal was {reasons}, and the cap does not apply to those dismissals (ERA 1996 s.124(1A)).',
  capExemptOtherwise:
    'If the tribunal finds an ordinary unfair dismissal instead, the cap in force on {date} applies: the lower of {amount} and {weeks} weeks’ gross pay, here {cap}.',
  exemptComplaints: {
    healthAndSafetyDismissal: 'for a health and safety reason (ERA 1996 s.100)',
    whistleblowingDismissal: 'because of a protected disclosure (ERA 1996 s.103A)',
  },
  capTransitionNone:
    'Reported, not verified: that the removal goes by the effective date of termination. If it goes by another date, the earlier cap may apply to this dismissal: {cap} on these figures. Check before relying on the figure without a cap.',
  capTransitionLimit:
    'The cap is removed for dismissals from {from} (Employment Rights Act 2025); that it goes by the effective date of termination is reported, not verified. If the removal reaches this dismissal, the cap above does not apply.',
  reported: 'reported, not verified',
  noUpliftRedundancy:
    'No Acas Code uplift is claimed: the Acas Code of Practice on disciplinary and grievance procedures does not apply to redundancy dismissals (Code, paragraph 1).',
  grossingUp: 'Tax on the award (grossing up)',
  grossingUpWorking:
    'An award in connection with the termination of employment is taxed above {threshold} ({source}). This schedule is worked on net pay, so the part above it, {above} (of an award of {award}: the basic award and the compensatory award after payments received), should be grossed up at the claimant’s marginal rate of tax: {above} ÷ (1 − the rate) (Shove v Downs Surgical [1984] ICR 532). The tribunal grosses up before it applies any cap (Hardie Grant London v Aspden UKEAT/0242/11). The rate is not held here: [add the rate and the grossed-up amount].',
  interest: 'Interest',
  interestBody:
    'The tribunal may add interest to a discrimination award (Employment Tribunals (Interest on Awards in Discrimination Cases) Regulations 1996). The rate and the periods are not in this schedule’s figures table: [add the interest claimed, with the rate and the dates it runs from, once checked against the Regulations].',
  ventoCaveat:
    'The bands are usually updated each April by a new addendum to the Presidential Guidance, and the date the claim is presented decides which bands apply. When these figures were reviewed no newer bands could be confirmed: check the Presidential Guidance on judiciary.uk for a newer addendum before relying on them.',
  capNone:
    'No cap: the limit on the compensatory award was removed for dismissals with an effective date of termination on or after 1 January 2027 ({source}).',
  capLimit: 'Cap in force on {date}: {amount} ({source}).',
  capWeeks: '{weeks} weeks × gross weekly pay of {gross} = {amount} (ERA 1996 s.124(1ZA)).',
  capWeeksMissing: 'The other limit, {weeks} weeks’ gross pay (ERA 1996 s.124(1ZA)), needs the gross weekly pay.',
  capBites: 'The lower limit, {cap}, applies and reduces the award: the compensatory award is at most {cap}.',
  capBitesWithUplift:
    'The lower limit is {cap}. The award claimed is below it, but with an Acas Code uplift it would pass it: the uplifted award is at most {cap}.',
  capDoesNotBite: 'The lower limit is {cap}; the award claimed is below it, so the cap does not reduce it.',
  noCapDiscrimination: 'There is no cap on compensation for discrimination (Equality Act 2010 s.124).',
  injury: 'Injury to feelings',
  injuryIntro:
    'The tribunal chooses an amount within one of these bands, by how serious the treatment was and its effect. This schedule does not choose one: say which band you ask for and why. Bands for a claim presented on {date} ({source}):',
  injuryNotPresented: 'The claim has not been presented yet: the bands are those for a claim presented today.',
  band: 'Band',
  range: 'Range',
  bands: {
    lower: 'Lower band (less serious cases)',
    middle: 'Middle band (serious cases)',
    upper: 'Upper band (the most serious cases)',
  },
  injuryMissing: 'The table holds no injury-to-feelings bands for {date}.',
  uplift: 'Acas Code uplift',
  upliftWorking:
    'If the employer unreasonably failed to follow the Acas Code of Practice on disciplinary and grievance procedures, the tribunal may increase the award by up to {percent} (TULRCA 1992 s.207A). On a compensatory award of {base} that is between {zero} and {max}.',
  upliftNoBase:
    'If the employer unreasonably failed to follow the Acas Code of Practice on disciplinary and grievance procedures, the tribunal may increase the award by up to {percent} (TULRCA 1992 s.207A).',
  totals: 'Totals',
  totalsIntro: 'Of the lines above, after the cap:',
  totalBasic: 'Basic award',
  totalCompensatory: 'Compensatory award',
  total: 'Total',
  without: 'Without uplift',
  withUplift: 'With the largest uplift',
  injuryExcluded: 'Injury to feelings comes on top, in the band the tribunal finds.',
  sumsOwed: 'Sums owed',
  sumsOwedBody:
    'A claim for unpaid wages or breach of contract is for the sums owed: list each payment with the period it covers, the amount due, what was paid and the difference.',
  contractCap: 'The tribunal can award at most {amount} for breach of contract ({source}).',
  stillNeeded: 'Still needed',
  stillNeededIntro: 'These lines are left out until the case holds:',
  nothingMissing: 'Nothing: every figure this schedule needs is recorded.',
  missing: {
    claimType: 'the kind of claim (on the case)',
    dismissalDate: 'the effective date of termination (on the case)',
    dateOfBirth: 'your date of birth',
    employmentStart: 'the date your continuous employment started',
    weeklyGross: 'your gross weekly pay, before tax',
    weeklyNet: 'your net weekly pay, after tax',
    weeklyPension: "your employer's weekly pension contribution (0 if none)",
    newWeeklyNet: 'your net weekly pay in the new work',
    futureLossWeeks: 'how many weeks of future loss you claim after the hearing',
    hearingDate: 'the hearing date (until then the loss runs to today)',
  },
  about: 'About these figures',
  aboutBody:
    'Each statutory figure is the one in force on the date named beside it: the effective date of termination for the basic and compensatory awards, the date the claim was presented for the injury-to-feelings bands and the uplift. Weeks are counted as days divided by 7, to two decimal places. The tribunal may reduce an award (for example for failure to look for work, for contributory conduct, or because a fair procedure would have ended the employment anyway).',
  sourceLine: '{name}: {value} from {from} — {source} ({url})',
  noLimit: 'no limit',
  figureNames: {
    weeklyPayCap: "Cap on a week's pay",
    basicAwardMaxYears: 'Most years counted in the basic award',
    unfairDismissalQualifyingPeriod: 'Qualifying period for unfair dismissal',
    lossOfStatutoryRights: 'Loss of statutory rights',
    maxCompensatoryAward: 'Cap on the compensatory award',
    compensatoryAwardPayCap: "Cap in weeks' gross pay",
    ventoLower: 'Injury to feelings, lower band',
    ventoMiddle: 'Injury to feelings, middle band',
    ventoUpper: 'Injury to feelings, upper band',
    acasCodeAdjustmentMax: 'Acas Code uplift, at most',
    breachOfContractCap: 'Breach of contract, at most',
    terminationPaymentTaxFree: 'Termination payments not taxed, up to',
  },
  unverified: 'not verified: check it before relying on it',
  medium: 'from secondary sources',
  weeksUnit: 'weeks',
  units: { year: ['year', 'years'], month: ['month', 'months'], week: ['week', 'weeks'] },
};

const pt: ScheduleWords = {
  title: 'Mapa de Prejuízos',
  intro:
    'Este mapa de prejuízos (schedule of loss) indica o que o demandante pede ao Tribunal do Trabalho (Employment Tribunal) e como se calcula cada valor. Pode ser atualizado antes da audiência. Está em português para ler e confirmar; a versão a apresentar é a inglesa.',
  prepared: 'Preparado em {date}.',
  claimTypes: {
    'unfair-dismissal': 'Despedimento injusto (unfair dismissal)',
    discrimination: 'Discriminação',
    'unpaid-wages': 'Salários em dívida',
    redundancy: 'Despedimento por extinção do posto de trabalho (redundancy)',
    'constructive-dismissal': 'Despedimento indireto (constructive dismissal)',
    'breach-contract': 'Incumprimento do contrato (breach of contract)',
  },
  facts: 'Factos principais',
  item: 'Elemento',
  detail: 'Valor',
  working: 'Cálculo',
  amount: 'Montante',
  head: 'Parcela',
  factLabels: {
    claimType: 'Ação',
    dismissalDate: 'Data efetiva de cessação (effective date of termination)',
    dateOfBirth: 'Data de nascimento',
    age: 'Idade na data efetiva de cessação',
    employmentStart: 'Início do emprego contínuo',
    completeYears: 'Anos completos de emprego contínuo',
    weeklyGross: 'Salário semanal bruto (antes de impostos)',
    weeklyNet: 'Salário semanal líquido',
    weeklyPension: 'Contribuição semanal do empregador para a pensão',
    newWork: 'Novo trabalho desde {date}, salário semanal líquido {pay}',
    noNewWork: 'Sem novo trabalho registado',
    hearingDate: 'Data da audiência',
    presented: 'Ação apresentada em',
  },
  basicAward: 'Indemnização de base (basic award)',
  basicWorking:
    '{years} anos completos contados, idade {age} na data efetiva de cessação: {weeks} semanas de salário pelos escalões etários da ERA 1996 s.119 × {week}',
  weekCapped:
    'O salário semanal bruto de {gross} excede o limite do salário semanal de {cap} em vigor em {date} ({source}); usa-se {cap}.',
  weekNotCapped:
    'O salário semanal bruto de {gross} está dentro do limite do salário semanal de {cap} em vigor em {date} ({source}).',
  maxYears: 'Contam no máximo {max} anos ({source}); foram trabalhados {years} anos completos.',
  noticeNote:
    'Se o empregador deu menos do que o aviso prévio legal mínimo ({notice} semanas), a ERA 1996 s.97(2) adia para {date} a data usada para contar os anos: seriam {years} anos completos, com {age} anos de idade. Este mapa usa a data registada; indique se não houve aviso prévio.',
  noticeSame:
    'Se o empregador deu menos do que o aviso prévio legal mínimo ({notice} semanas), a ERA 1996 s.97(2) adia para {date} a data usada para contar os anos; os anos e a idade não mudam.',
  qualifyingMet: 'Período de qualificação: {period} de emprego contínuo em {date} ({source}) está cumprido.',
  qualifyingNotMet:
    'Período de qualificação: o despedimento injusto comum exige {period} de emprego contínuo em {date} ({source}); estão registados {years} anos completos. A ação só prossegue se o despedimento teve um motivo automaticamente injusto (como denúncia de irregularidades, saúde e segurança ou gravidez), ou se o aviso prévio legal mínimo (ERA 1996 s.97(2)) levar a antiguidade além desse período. A indemnização de base é indicada para o caso de o tribunal aceitar a ação.',
  redundancyNote:
    'Uma indemnização legal por extinção do posto de trabalho (statutory redundancy pay) já recebida reduz a indemnização de base (ERA 1996 s.122(4)).',
  compensatory: 'Indemnização compensatória (compensatory award, ERA 1996 s.123)',
  compensatoryDiscrimination: 'Perdas patrimoniais (Equality Act 2010 s.124)',
  lossToDate: 'Perda de salários até à data',
  lossToDateWorking: '{from} a {to}: {days} dias = {weeks} semanas × salário semanal líquido de {weekly}',
  toToday: 'Ainda não há data de audiência, por isso a perda conta até hoje; atualize-a quando a audiência for marcada.',
  newEarnings: 'Menos: rendimentos líquidos do novo trabalho',
  newEarningsWorking: '{from} a {to}: {days} dias = {weeks} semanas × novo salário semanal líquido de {weekly}',
  netLossToDate: 'Perda líquida de salários até à data',
  pensionToDate: 'Perda das contribuições do empregador para a pensão até à data',
  pensionFuture: 'Perda futura das contribuições do empregador para a pensão',
  pensionWorking: '{weeks} semanas × {weekly} por semana ({from} a {to})',
  pensionFutureWorking: '{weeks} semanas × {weekly} por semana',
  futureLoss: 'Perda futura de salários',
  futureLossWorking:
    '{weeks} semanas × ({net} de salário semanal líquido − {newNet} de novo salário semanal líquido = {loss} por semana)',
  statutoryRights: 'Perda de direitos legais (loss of statutory rights)',
  statutoryRightsWorking: 'Um montante habitual, não fixado por lei; o tribunal decide o valor.',
  subtotal: 'Indemnização compensatória antes de qualquer limite',
  grossSubtotal: 'Perda antes dos pagamentos recebidos',
  noticePayReceived: 'Menos: pagamento em substituição do aviso prévio recebido',
  otherPaymentsReceived: 'Menos: outros pagamentos recebidos do empregador',
  receivedWorking: 'Registado nos seus dados salariais',
  netOfPayments: 'Indemnização compensatória depois dos pagamentos recebidos, antes de qualquer limite',
  cap: 'O limite da indemnização compensatória',
  capExempt:
    'Sem limite: o demandante alega que o despedimento foi {reasons}, e o limite não se aplica a esses despedimentos (ERA 1996 s.124(1A)).',
  capExemptOtherwise:
    'Se o tribunal considerar que se trata de um despedimento injusto comum, aplica-se o limite em vigor em {date}: o mais baixo entre {amount} e {weeks} semanas de salário bruto, aqui {cap}.',
  exemptComplaints: {
    healthAndSafetyDismissal: 'por um motivo de saúde e segurança (ERA 1996 s.100)',
    whistleblowingDismissal: 'por causa de uma divulgação protegida (protected disclosure, ERA 1996 s.103A)',
  },
  capTransitionNone:
    'Noticiado, não verificado: que a eliminação se aplica pela data efetiva de cessação. Se se aplicar por outra data, o limite anterior pode aplicar-se a este despedimento: {cap} com estes valores. Confirme antes de contar com o valor sem limite.',
  capTransitionLimit:
    'O limite é eliminado para despedimentos a partir de {from} (Employment Rights Act 2025); que se aplica pela data efetiva de cessação é noticiado, não verificado. Se a eliminação abranger este despedimento, o limite acima não se aplica.',
  reported: 'noticiado, não verificado',
  noUpliftRedundancy:
    'Não se pede acréscimo pelo Código da Acas: o Código de Conduta da Acas sobre procedimentos disciplinares e reclamações internas (grievance) não se aplica a despedimentos por extinção do posto de trabalho (Código, ponto 1).',
  grossingUp: 'Imposto sobre a indemnização (grossing up)',
  grossingUpWorking:
    'Uma indemnização relacionada com a cessação do emprego é tributada acima de {threshold} ({source}). Este mapa é calculado sobre o salário líquido, por isso a parte acima desse valor, {above} (de uma indemnização de {award}: a indemnização de base e a compensatória depois dos pagamentos recebidos), deve ser acrescida do imposto à taxa marginal do demandante: {above} ÷ (1 − a taxa) (Shove v Downs Surgical [1984] ICR 532). O tribunal faz este acréscimo antes de aplicar qualquer limite (Hardie Grant London v Aspden UKEAT/0242/11). A taxa não está registada aqui: [indique a taxa e o montante acrescido].',
  interest: 'Juros',
  interestBody:
    'O tribunal pode acrescentar juros a uma indemnização por discriminação (Employment Tribunals (Interest on Awards in Discrimination Cases) Regulations 1996). A taxa e os períodos não estão na tabela de valores deste mapa: [indique os juros pedidos, com a taxa e as datas a partir das quais contam, depois de os confirmar no regulamento].',
  ventoCaveat:
    'Os escalões são normalmente atualizados em cada abril por uma nova adenda às orientações presidenciais (Presidential Guidance), e a data de apresentação da ação decide que escalões se aplicam. Quando estes valores foram revistos, não foi possível confirmar escalões mais recentes: consulte a Presidential Guidance em judiciary.uk antes de contar com eles.',
  capNone:
    'Sem limite: o limite da indemnização compensatória foi eliminado para despedimentos com data efetiva de cessação a partir de 1 de janeiro de 2027 ({source}).',
  capLimit: 'Limite em vigor em {date}: {amount} ({source}).',
  capWeeks: '{weeks} semanas × salário semanal bruto de {gross} = {amount} (ERA 1996 s.124(1ZA)).',
  capWeeksMissing: 'O outro limite, {weeks} semanas de salário bruto (ERA 1996 s.124(1ZA)), exige o salário semanal bruto.',
  capBites: 'Aplica-se o limite mais baixo, {cap}, que reduz a indemnização: a indemnização compensatória é no máximo {cap}.',
  capBitesWithUplift:
    'O limite mais baixo é {cap}. O valor pedido fica abaixo dele, mas com o aumento pelo Código da Acas ultrapassá-lo-ia: a indemnização aumentada é no máximo {cap}.',
  capDoesNotBite: 'O limite mais baixo é {cap}; o valor pedido fica abaixo dele, por isso o limite não o reduz.',
  noCapDiscrimination: 'Não há limite para a indemnização por discriminação (Equality Act 2010 s.124).',
  injury: 'Danos não patrimoniais (injury to feelings)',
  injuryIntro:
    'O tribunal escolhe um montante dentro de um destes escalões, consoante a gravidade do tratamento e o seu efeito. Este mapa não escolhe: indique o escalão que pede e porquê. Escalões para uma ação apresentada em {date} ({source}):',
  injuryNotPresented: 'A ação ainda não foi apresentada: os escalões são os de uma ação apresentada hoje.',
  band: 'Escalão',
  range: 'Intervalo',
  bands: {
    lower: 'Escalão inferior (casos menos graves)',
    middle: 'Escalão intermédio (casos graves)',
    upper: 'Escalão superior (os casos mais graves)',
  },
  injuryMissing: 'A tabela não tem escalões de danos não patrimoniais para {date}.',
  uplift: 'Acréscimo por incumprimento do Código da Acas (Acas uplift)',
  upliftWorking:
    'Se o empregador não seguiu, sem motivo razoável, o Código de Conduta da Acas sobre procedimentos disciplinares e reclamações internas (grievance), o tribunal pode aumentar a indemnização até {percent} (TULRCA 1992 s.207A). Sobre uma indemnização compensatória de {base}, fica entre {zero} e {max}.',
  upliftNoBase:
    'Se o empregador não seguiu, sem motivo razoável, o Código de Conduta da Acas sobre procedimentos disciplinares e reclamações internas (grievance), o tribunal pode aumentar a indemnização até {percent} (TULRCA 1992 s.207A).',
  totals: 'Totais',
  totalsIntro: 'Das linhas acima, depois do limite:',
  totalBasic: 'Indemnização de base',
  totalCompensatory: 'Indemnização compensatória',
  total: 'Total',
  without: 'Sem acréscimo',
  withUplift: 'Com o acréscimo máximo',
  injuryExcluded: 'Os danos não patrimoniais acrescem, no escalão que o tribunal fixar.',
  sumsOwed: 'Montantes em dívida',
  sumsOwedBody:
    'Uma ação por salários em dívida ou incumprimento do contrato pede os montantes em dívida: indique cada pagamento com o período a que respeita, o montante devido, o que foi pago e a diferença.',
  contractCap: 'O tribunal pode atribuir no máximo {amount} por incumprimento do contrato ({source}).',
  stillNeeded: 'Ainda em falta',
  stillNeededIntro: 'Estas linhas ficam de fora até o processo ter:',
  nothingMissing: 'Nada: todos os valores de que este mapa precisa estão registados.',
  missing: {
    claimType: 'o tipo de ação (no processo)',
    dismissalDate: 'a data efetiva de cessação (no processo)',
    dateOfBirth: 'a sua data de nascimento',
    employmentStart: 'a data em que começou o seu emprego contínuo',
    weeklyGross: 'o seu salário semanal bruto, antes de impostos',
    weeklyNet: 'o seu salário semanal líquido, depois de impostos',
    weeklyPension: 'a contribuição semanal do empregador para a pensão (0 se não houver)',
    newWeeklyNet: 'o seu salário semanal líquido no novo trabalho',
    futureLossWeeks: 'quantas semanas de perda futura pede depois da audiência',
    hearingDate: 'a data da audiência (até lá, a perda conta até hoje)',
  },
  about: 'Sobre estes valores',
  aboutBody:
    'Cada valor legal é o que está em vigor na data indicada ao lado: a data efetiva de cessação para a indemnização de base e a compensatória, a data de apresentação da ação para os danos não patrimoniais e o acréscimo. As semanas contam-se como dias a dividir por 7, com duas casas decimais. O tribunal pode reduzir uma indemnização (por exemplo, se não procurou trabalho, por culpa do próprio trabalhador, ou porque um procedimento justo teria terminado o emprego na mesma).',
  sourceLine: '{name}: {value} desde {from} — {source} ({url})',
  noLimit: 'sem limite',
  figureNames: {
    weeklyPayCap: 'Limite do salário semanal',
    basicAwardMaxYears: 'Máximo de anos contados na indemnização de base',
    unfairDismissalQualifyingPeriod: 'Período de qualificação para despedimento injusto',
    lossOfStatutoryRights: 'Perda de direitos legais',
    maxCompensatoryAward: 'Limite da indemnização compensatória',
    compensatoryAwardPayCap: 'Limite em semanas de salário bruto',
    ventoLower: 'Danos não patrimoniais, escalão inferior',
    ventoMiddle: 'Danos não patrimoniais, escalão intermédio',
    ventoUpper: 'Danos não patrimoniais, escalão superior',
    acasCodeAdjustmentMax: 'Acréscimo do Código da Acas, no máximo',
    breachOfContractCap: 'Incumprimento do contrato, no máximo',
    terminationPaymentTaxFree: 'Pagamentos de cessação não tributados, até',
  },
  unverified: 'não verificado: confirme antes de o usar',
  medium: 'de fontes secundárias',
  weeksUnit: 'semanas',
  units: { year: ['ano', 'anos'], month: ['mês', 'meses'], week: ['semana', 'semanas'] },
};

export const scheduleWords: Record<DocumentLanguage, ScheduleWords> = { en, pt };
