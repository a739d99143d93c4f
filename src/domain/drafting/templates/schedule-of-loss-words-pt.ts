/**
 * The schedule of loss's words in European Portuguese, to read and check (see
 * ./schedule-of-loss-words.ts), with the terms of content/pt-termbase.json.
 */
import type { ScheduleWords } from './schedule-of-loss-words';

export const scheduleWordsPt: ScheduleWords = {
  title: 'Mapa de prejuízos',
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
    'whistleblowing-dismissal': 'Despedimento por denúncia de irregularidades (automaticamente injusto, secção 103A do ERA 1996)',
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
    employmentStart: 'Início do trabalho contínuo',
    completeYears: 'Anos completos de trabalho contínuo',
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
    '{years} anos completos contados, idade {age} na data efetiva de cessação: {weeks} semanas de salário pelos escalões etários da secção 119 do ERA 1996 × {week}',
  weekCapped:
    'O salário semanal bruto de {gross} excede o limite do salário semanal de {cap} em vigor em {date} ({source}); usa-se {cap}.',
  weekNotCapped:
    'O salário semanal bruto de {gross} está dentro do limite do salário semanal de {cap} em vigor em {date} ({source}).',
  maxYears: 'Contam no máximo {max} anos ({source}); foram trabalhados {years} anos completos.',
  noticeNote:
    'Se o empregador deu menos do que o aviso prévio legal mínimo ({notice} semanas), a secção 97(2) do ERA 1996 adia para {date} a data usada para contar os anos: seriam {years} anos completos, com {age} anos de idade. Este mapa usa a data registada; indique se não houve aviso prévio.',
  noticeSame:
    'Se o empregador deu menos do que o aviso prévio legal mínimo ({notice} semanas), a secção 97(2) do ERA 1996 adia para {date} a data usada para contar os anos; os anos e a idade não mudam.',
  qualifyingMet: 'Período mínimo de antiguidade: {period} de trabalho contínuo em {date} ({source}) está cumprido.',
  qualifyingNotMet:
    'Período mínimo de antiguidade: o despedimento injusto comum exige {period} de trabalho contínuo em {date} ({source}); estão registados {years} anos completos. A ação só prossegue se o despedimento teve um motivo automaticamente injusto (como denúncia de irregularidades, saúde e segurança ou gravidez), ou se o aviso prévio legal mínimo (secção 97(2) do ERA 1996) levar a antiguidade além desse período. A indemnização de base é indicada para o caso de o tribunal aceitar a ação.',
  redundancyNote:
    'Uma indemnização legal por extinção do posto de trabalho (statutory redundancy pay) já recebida reduz a indemnização de base (secção 122(4) do ERA 1996).',
  compensatory: 'Indemnização compensatória (compensatory award, secção 123 do ERA 1996)',
  compensatoryDiscrimination: 'Perdas patrimoniais (secção 124 do Equality Act 2010)',
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
    'Sem limite: o demandante alega que o despedimento foi {reasons}, e o limite não se aplica a esses despedimentos (secção 124(1A) do ERA 1996).',
  capExemptOtherwise:
    'Se o tribunal considerar que se trata de um despedimento injusto comum, aplica-se o limite em vigor em {date}: o mais baixo entre {amount} e {weeks} semanas de salário bruto, aqui {cap}.',
  exemptComplaints: {
    healthAndSafetyDismissal: 'por um motivo de saúde e segurança (secção 100 do ERA 1996)',
    whistleblowingDismissal: 'por causa de uma divulgação protegida (protected disclosure, secção 103A do ERA 1996)',
  },
  capTransitionNone:
    'Noticiado, não verificado: que a eliminação se aplica pela data efetiva de cessação. Se se aplicar por outra data, o limite anterior pode aplicar-se a este despedimento: {cap} com estes valores. Confirme antes de contar com o valor sem limite.',
  capTransitionLimit:
    'O limite é eliminado para despedimentos a partir de {from} (Employment Rights Act 2025); que se aplica pela data efetiva de cessação é noticiado, não verificado. Se a eliminação abranger este despedimento, o limite acima não se aplica.',
  reported: 'noticiado, não verificado',
  noUpliftRedundancy:
    'Não se pede o acréscimo previsto no Código de Boas Práticas da Acas: esse Código, sobre procedimentos disciplinares e reclamações internas (grievance), não se aplica a despedimentos por extinção do posto de trabalho (Código, ponto 1).',
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
  capWeeks: '{weeks} semanas × salário semanal bruto de {gross} = {amount} (secção 124(1ZA) do ERA 1996).',
  capWeeksMissing:
    'O outro limite, {weeks} semanas de salário bruto (secção 124(1ZA) do ERA 1996), exige o salário semanal bruto.',
  capBites: 'Aplica-se o limite mais baixo, {cap}, que reduz a indemnização: a indemnização compensatória é no máximo {cap}.',
  capBitesWithUplift:
    'O limite mais baixo é {cap}. O valor pedido fica abaixo dele, mas com o aumento pelo Código de Boas Práticas da Acas ultrapassá-lo-ia: a indemnização aumentada é no máximo {cap}.',
  capDoesNotBite: 'O limite mais baixo é {cap}; o valor pedido fica abaixo dele, por isso o limite não o reduz.',
  noCapDiscrimination: 'Não há limite para a indemnização por discriminação (secção 124 do Equality Act 2010).',
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
  uplift: 'Acréscimo por incumprimento do Código de Boas Práticas da Acas (Acas uplift)',
  upliftWorking:
    'Se o empregador não seguiu, sem motivo razoável, o Código de Boas Práticas da Acas sobre procedimentos disciplinares e reclamações internas (grievance), o tribunal pode aumentar a indemnização até {percent} (secção 207A do TULRCA 1992). Sobre uma indemnização compensatória de {base}, fica entre {zero} e {max}.',
  upliftNoBase:
    'Se o empregador não seguiu, sem motivo razoável, o Código de Boas Práticas da Acas sobre procedimentos disciplinares e reclamações internas (grievance), o tribunal pode aumentar a indemnização até {percent} (secção 207A do TULRCA 1992).',
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
  bundleDocuments: 'Documentos no dossier',
  bundleDocumentsIntro:
    'Os valores acima são comprovados por estes documentos do dossier da audiência. As referências a ele escrevem-se [B: página], ou [B: primeira–última página].',
  stillNeeded: 'Ainda em falta',
  stillNeededIntro: 'Estas linhas ficam de fora até o processo ter:',
  nothingMissing: 'Nada: todos os valores de que este mapa precisa estão registados.',
  missing: {
    claimType: 'o tipo de ação (no processo)',
    dismissalDate: 'a data efetiva de cessação (no processo)',
    dateOfBirth: 'a sua data de nascimento',
    employmentStart: 'a data em que começou o seu trabalho contínuo',
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
    unfairDismissalQualifyingPeriod: 'Período mínimo de antiguidade para despedimento injusto',
    lossOfStatutoryRights: 'Perda de direitos legais',
    maxCompensatoryAward: 'Limite da indemnização compensatória',
    compensatoryAwardPayCap: 'Limite em semanas de salário bruto',
    ventoLower: 'Danos não patrimoniais, escalão inferior',
    ventoMiddle: 'Danos não patrimoniais, escalão intermédio',
    ventoUpper: 'Danos não patrimoniais, escalão superior',
    acasCodeAdjustmentMax: 'Acréscimo do Código de Boas Práticas da Acas, no máximo',
    breachOfContractCap: 'Incumprimento do contrato, no máximo',
    terminationPaymentTaxFree: 'Pagamentos de cessação não tributados, até',
  },
  unverified: 'não verificado: confirme antes de o usar',
  medium: 'de fontes secundárias',
  weeksUnit: 'semanas',
  units: { year: ['ano', 'anos'], month: ['mês', 'meses'], week: ['semana', 'semanas'] },
  complaintsLabel: 'Pedidos',
  compensatoryDetriment: 'Indemnização por tratamento prejudicial (secção 49 do Employment Rights Act 1996)',
  noCapDetriment: 'Não há limite para a indemnização por tratamento prejudicial (secção 49 do Employment Rights Act 1996).',
  minimumBasic:
    'A indemnização de base por este despedimento é de, pelo menos, {minimum} ({source}; secção 120(1) do Employment Rights Act 1996): o valor acima é o mais alto entre esse mínimo e os {computed} que a fórmula dá.',
  redundancyPayment: 'Indemnização legal por extinção do posto de trabalho (secções 135 e 162 do Employment Rights Act 1996)',
  redundancyPaymentWorking: '{years} anos completos, {age} anos de idade na data relevante: {weeks} semanas × {week}',
  redundancyPaymentShort:
    'A antiguidade registada é inferior a {period} na data relevante ({source}): com estas datas não é devida indemnização legal por extinção do posto de trabalho (secção 155 do Employment Rights Act 1996). Confirme a data de início e o aviso prévio dado.',
  grossingUpReceived:
    'O empregador já pagou {received} relacionados com a cessação (sem contar a retribuição do aviso prévio, que é tributada como salário): esse valor usa primeiro o montante isento de imposto (secção 403 do ITEPA 2003), pelo que só restam {left} para a indemnização.',
};
