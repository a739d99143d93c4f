/** A análise de pesquisa jurídica em português europeu (./words.ts; termos de content/pt-termbase.json). */
import type { ResearchWords } from './words';

/** Singular or plural verb for a count, by the Portuguese plural rules (CLDR, through Intl.PluralRules). */
const plural = new Intl.PluralRules('pt-PT');
const isOne = (count: number) => plural.select(count) === 'one';

export const portugueseWords: ResearchWords = {
  title: (claimant, employer) => `Pesquisa jurídica: ${claimant} contra ${employer}`,
  intro: (date, claimType) =>
    `Preparada em ${date} a partir do que registou para este processo. Tipo de ação: ${claimType}. Confirme cada ponto com a lei e com os seus próprios documentos antes de se apoiar nele.`,
  claimTypes: {
    'unfair-dismissal': 'despedimento injusto (unfair dismissal)',
    discrimination: 'discriminação',
    'unpaid-wages': 'salários em dívida (descontos não autorizados no salário)',
    redundancy: 'despedimento por extinção do posto de trabalho (redundancy)',
    'constructive-dismissal': 'despedimento indireto (constructive dismissal)',
    'breach-contract': 'incumprimento do contrato (breach of contract)',
    'whistleblowing-dismissal': 'despedimento por denúncia de irregularidades (automaticamente injusto)',
  },
  noClaimType: 'ainda não escolhido',
  headings: {
    tests: 'Os critérios legais',
    eligibility: 'Elegibilidade',
    timeLimit: 'Prazo',
    authorities: 'Jurisprudência relevante',
    evidence: 'Provas em falta',
    risks: 'Riscos: ordens de depósito e custas',
    nextSteps: 'Próximos passos',
    disclaimer: 'Importante',
  },
  tests: {
    'unfair-dismissal': [
      'A secção 94 do Employment Rights Act 1996 (ERA) dá ao trabalhador com contrato de trabalho (employee) o direito de não ser despedido injustamente. Tem primeiro de mostrar que tinha contrato de trabalho e que houve despedimento.',
      'Pela secção 98(1) e (2) do ERA, o empregador tem de mostrar o motivo, ou o motivo principal, do despedimento e que é um motivo potencialmente justo: capacidade ou qualificações, conduta, extinção do posto de trabalho, um impedimento legal a continuar a função, ou outro motivo substancial.',
      'Pela secção 98(4) do ERA, o Tribunal do Trabalho (Employment Tribunal) decide depois se o empregador agiu de forma razoável ao considerar esse motivo suficiente para despedir, tendo em conta a sua dimensão e meios, a equidade e o mérito substancial do caso. Pergunta se o despedimento estava dentro do leque de respostas razoáveis de um empregador razoável, não o que o próprio tribunal teria feito.',
      'Num despedimento por conduta, o tribunal verifica se o empregador acreditava genuinamente que o trabalhador tinha cometido a falta, com fundamentos razoáveis, depois da investigação que era razoável fazer. O procedimento conta: o Código de Boas Práticas da Acas sobre procedimentos disciplinares e reclamações internas (aviso das acusações, uma reunião, o direito a ser acompanhado, recurso).',
      'Se o despedimento foi injusto só por causa do procedimento, a indemnização pode ser reduzida em função da probabilidade de um procedimento justo ter levado ao despedimento na mesma.',
    ],
    discrimination: [
      'Secção 13 do Equality Act 2010 (EqA), discriminação direta: recebeu um tratamento menos favorável do que outra pessoa foi ou seria tratada (um termo de comparação real ou hipotético em circunstâncias materialmente iguais) por causa de uma característica protegida.',
      'Secção 19 do EqA, discriminação indireta: o empregador aplicou a todos uma disposição, critério ou prática que coloca as pessoas com a sua característica, e a si, em desvantagem particular, e não consegue mostrar que era um meio proporcionado de atingir um fim legítimo.',
      'Secções 20 e 21 do EqA, falta de adaptações razoáveis (deficiência): uma disposição, critério ou prática, uma característica física ou a falta de um meio auxiliar colocou-o em desvantagem substancial, o empregador sabia ou devia razoavelmente saber da deficiência e dessa desvantagem, e não tomou as medidas que era razoável tomar para a evitar.',
      'Secção 26 do EqA, assédio: conduta indesejada relacionada com uma característica protegida (ou de natureza sexual) com o objetivo ou o efeito de violar a sua dignidade ou de criar um ambiente intimidante, hostil, degradante, humilhante ou ofensivo; o tribunal pondera a sua perceção, as circunstâncias e se era razoável a conduta ter esse efeito.',
      'Secção 27 do EqA, retaliação (victimisation): praticou um ato protegido (por exemplo, queixou-se de discriminação) e sofreu um tratamento prejudicial por causa disso.',
      'Secção 136 do EqA, ónus da prova: se provar factos a partir dos quais o tribunal poderia concluir, sem outra explicação, que houve discriminação, cabe ao empregador mostrar que não houve.',
    ],
    'unpaid-wages': [
      'Secção 13 do Employment Rights Act 1996 (ERA): o empregador não pode fazer descontos no salário de um trabalhador, salvo se uma lei o exigir ou autorizar, se uma cláusula escrita do contrato, mostrada ao trabalhador ou comunicada por escrito antes do desconto, o permitir, ou se o trabalhador tiver dado antes o seu consentimento por escrito (secção 13(1) e (2) do ERA).',
      'Secção 13(3) do ERA: pagar menos do que o salário devido numa ocasião é um desconto. A secção 27 do ERA define salário (incluindo a retribuição de férias, bónus e comissões devidos pelo contrato).',
      'Secção 23 do ERA: o pedido é apresentado ao Tribunal do Trabalho; uma série de descontos é tratada em conjunto, e o prazo conta a partir do último da série.',
    ],
    redundancy: [
      'Secção 139 do Employment Rights Act 1996 (ERA): há despedimento por extinção do posto de trabalho quando se deve total ou principalmente ao facto de o empregador ter deixado, ou tencionar deixar, a atividade ou a atividade no seu local de trabalho, ou de ter acabado ou diminuído a necessidade de trabalhadores para um certo tipo de trabalho.',
      'Secção 135 do ERA: o trabalhador com contrato de trabalho (employee) despedido por extinção do posto de trabalho tem direito à indemnização legal por extinção do posto de trabalho (statutory redundancy pay), sujeito ao período mínimo de antiguidade indicado abaixo.',
      'Um despedimento por extinção do posto de trabalho pode, ainda assim, ser injusto nos termos da secção 98(4) do ERA: o tribunal analisa o aviso e a consulta, se o grupo de seleção e os critérios eram justos e foram aplicados com justiça, e se foi ponderado outro trabalho adequado.',
    ],
    'constructive-dismissal': [
      'Secção 95(1)(c) do Employment Rights Act 1996 (ERA): há despedimento quando o trabalhador se demite, com ou sem aviso prévio, em circunstâncias em que tinha direito a fazê-lo por causa da conduta do empregador.',
      'O critério é contratual: o empregador violou gravemente o contrato, numa violação que atinge a sua essência (muitas vezes o dever implícito de confiança mútua, que uma série de atos pode violar, sendo o último a gota de água); demitiu-se em resposta a essa violação; e não esperou tanto tempo, nem agiu de forma, que tenha aceitado a continuação do contrato.',
      'Provado o despedimento indireto, o tribunal pergunta depois, nos termos da secção 98 do ERA, se foi apesar disso justo; raramente é.',
    ],
    'breach-contract': [
      'A Employment Tribunals Extension of Jurisdiction (England and Wales) Order 1994 permite ao Tribunal do Trabalho conhecer de um pedido por incumprimento do contrato de trabalho que surja ou esteja pendente quando o emprego termina (por exemplo, a retribuição do aviso prévio, ou pagamentos e benefícios prometidos no contrato).',
      'Tem de mostrar a cláusula (escrita, verbal ou implícita), que o empregador a violou e o prejuízo que daí resulta. Aviso prévio: o do contrato e, no mínimo, o aviso prévio legal da secção 86 do ERA.',
    ],
    'whistleblowing-dismissal': [
      'Secção 43B(1) do Employment Rights Act 1996 (ERA): uma divulgação qualificada é uma comunicação de informações que, na sua convicção razoável, é feita no interesse público e tende a mostrar um crime, o incumprimento de uma obrigação legal, um erro judiciário, um perigo para a saúde ou a segurança, um dano ao ambiente, assédio sexual (desde 6 de abril de 2026, secção 43B(1)(da)), ou a ocultação deliberada de qualquer destes factos. É uma divulgação protegida quando feita ao empregador ou a outra pessoa prevista na lei (por exemplo, uma entidade reguladora designada).',
      'Secção 103A do ERA: o despedimento é automaticamente injusto se o motivo, ou o motivo principal, for ter feito uma divulgação protegida. O tribunal não pergunta se o empregador agiu de forma razoável; pergunta qual foi o verdadeiro motivo.',
      'Não é exigido nenhum período mínimo de antiguidade (qualifying period) (secção 108(3)(ff) do ERA), e a indemnização compensatória não tem limite máximo (secção 124(1A) do ERA). Sem o período mínimo de antiguidade exigido para o despedimento injusto comum, tem de mostrar que a divulgação foi o motivo ou o motivo principal; com ele, o empregador tem de mostrar o seu motivo e o tribunal decide qual foi o verdadeiro.',
      'Medida provisória (interim relief): pode pedir ao tribunal que mantenha o seu contrato, ou o seu salário, até à audiência, se for provável que conclua que a divulgação foi o motivo. O pedido tem de ser apresentado no prazo curto da secção 128(2) do ERA, contado da data efetiva de cessação, que a conciliação prévia não prorroga; o cartão de prazos do seu processo mostra a data.',
    ],
  },
  leadingCase: (name, citation, principle) =>
    `A nossa base de jurisprudência inclui uma decisão de referência sobre este critério, ${name} (${citation}): ${principle}`,
  eligibility: {
    noService: {
      discrimination:
        'Não é preciso período mínimo de antiguidade para uma ação por discriminação, e o Equality Act protege candidatos a emprego, trabalhadores e alguns prestadores de serviços, além dos trabalhadores com contrato de trabalho.',
      'unpaid-wages':
        'Não é preciso período mínimo de antiguidade para um pedido por descontos não autorizados no salário; está aberto a qualquer trabalhador.',
      'breach-contract':
        'Não é preciso período mínimo de antiguidade, mas o tribunal só pode conhecer de um pedido por incumprimento do contrato depois de o emprego ter terminado.',
      'whistleblowing-dismissal':
        'Não é preciso período mínimo de antiguidade para um despedimento por causa de uma divulgação protegida (secção 108(3)(ff) do ERA), mas a ação só está aberta a trabalhadores com contrato de trabalho; sem o período mínimo de antiguidade exigido para o despedimento injusto comum, tem de mostrar que a divulgação foi o motivo.',
    },
    periodName: {
      unfairDismissalQualifyingPeriod: 'Despedimento injusto (secção 108(1) do ERA)',
      redundancyPayQualifyingPeriod: 'Indemnização legal por extinção do posto de trabalho (secção 155 do ERA)',
    },
    needsTermination: (name, period, asOf) =>
      `${name}: o período mínimo de antiguidade é o que está em vigor na data em que o emprego terminou, e este processo ainda não tem data de despedimento. Em ${asOf} é de ${period} de trabalho contínuo. Acrescente a data de despedimento em O Meu Processo.`,
    needsStart: (name, period) =>
      `${name}: precisa de ${period} de trabalho contínuo até à data em que o emprego terminou. A sua data de início ainda não está registada: acrescente-a nos dados salariais da página de Documentos para que isto possa ser verificado.`,
    qualifies: (name, period, start, termination, completeOn) =>
      `${name}: são precisos ${period} de trabalho contínuo na data de cessação. Trabalhou de ${start} a ${termination}: o período ficou completo em ${completeOn}, por isso parece cumprir o requisito.`,
    short: (name, period, start, termination, completeOn) =>
      `${name}: são precisos ${period} de trabalho contínuo na data de cessação. Trabalhou de ${start} a ${termination}: o período só ficaria completo em ${completeOn}, por isso parece não cumprir o requisito. Verifique se o aviso prévio legal a que tinha direito (secção 97(2) do ERA) adia a data o suficiente.`,
    automaticReasons:
      'Não é preciso período mínimo de antiguidade quando o motivo do despedimento é automaticamente injusto (secção 108(3) do ERA): por exemplo, uma divulgação protegida (secção 103A), saúde e segurança (secção 100), gravidez ou licenças familiares (secção 99), ou invocar um direito legal (secção 104). As ações por discriminação nunca o exigem.',
  },
  timeLimit: {
    noDate:
      'Este processo não tem data de despedimento nem do facto em causa, por isso o prazo não pode ser calculado. Acrescente a data em O Meu Processo: o prazo conta a partir dela.',
    rule: (provision) => `O prazo é fixado por ${provision}, contado como no cartão de prazos de O Meu Processo.`,
    contactAcas: (date) =>
      `Não há conciliação prévia registada. A Acas tem de receber o seu pedido de conciliação prévia até ${date}; a ação não pode ser apresentada sem o certificado.`,
    inConciliation: (dayA, earliest) =>
      `A conciliação prévia começou em ${dayA}. O último dia para apresentar a ação depende da data do certificado; não será antes de ${earliest}. Registe a data do certificado assim que o receber.`,
    certificateReceived: (date) =>
      `Com as datas da conciliação prévia registadas, o tribunal tem de receber a ação (ET1) até ${date}.`,
    noExtension: (date) =>
      `As datas de conciliação prévia registadas não podem prolongar o prazo com segurança, por isso conte com ${date}, o prazo sem qualquer prorrogação.`,
    outOfTime: (date) =>
      `A conciliação prévia começou depois de o prazo ter terminado em ${date}, por isso não o prolongou. A ação está fora de prazo, salvo se o tribunal a admitir.`,
    passed: (date) => `O prazo parece ter terminado em ${date}, e não há registo de a ação ter sido apresentada.`,
    exception: {
      notReasonablyPracticable: (provision) =>
        `Uma ação fora de prazo só pode ser admitida se não era razoavelmente possível apresentá-la a tempo e foi apresentada num prazo adicional razoável (${provision}). Decide-se com base em provas: procure aconselhamento hoje.`,
      justAndEquitable: (provision) =>
        `Uma ação fora de prazo pode ser admitida se o tribunal considerar justo e equitativo prolongar o prazo (${provision}). Decide-se com base em provas: procure aconselhamento hoje.`,
      none: () => 'O tribunal não tem poder para prolongar este prazo.',
    },
    filedInTime: (filed, limit) => `A ação está registada como apresentada em ${filed}, dentro do prazo de ${limit}.`,
    filedLate: (filed, limit) =>
      `A ação está registada como apresentada em ${filed}, depois do prazo de ${limit}. Conte que o empregador alegue que está fora de prazo.`,
    filedUnknown: (filed) =>
      `A ação está registada como apresentada em ${filed}. Registe a data do certificado de conciliação prévia para confirmar que foi a tempo.`,
    reportedLonger: (months, from) =>
      `Está noticiado um prazo mais longo de ${months} para factos a partir de ${from}, mas não foi confirmado, por isso as datas acima não contam com ele.`,
    neverNextWorkingDay: 'Um prazo que termina num fim de semana ou feriado não passa para o dia útil seguinte.',
  },
  authorities: {
    none: 'A nossa base de jurisprudência ainda não tem decisões associadas a esta ação. Pesquise na página de jurisprudência ou nas bases externas indicadas nesta página.',
    intro:
      'Decisões da nossa base de jurisprudência que correspondem a este tipo de ação e às suas próprias palavras, as mais relevantes primeiro.',
    whyItMatters: 'Porque importa',
    card: 'A sua página',
  },
  evidence: {
    needs: {
      contract: 'Contrato de trabalho ou declaração escrita das condições',
      payslips: 'Recibos de vencimento e extratos bancários (salário, descontos, horas)',
      dismissalLetter: 'Carta de despedimento ou comunicação da cessação',
      resignationLetter: 'A sua carta de demissão, com o motivo',
      meetingNotes: 'Atas das reuniões de investigação, disciplinares e de recurso',
      policies: 'Políticas relevantes (disciplinar, reclamações internas, igualdade, doença)',
      grievance: 'A sua reclamação interna (grievance) e a decisão do empregador',
      emails: 'E-mails e mensagens sobre o que aconteceu',
      witnesses: 'Testemunhas e os seus depoimentos escritos de testemunha',
      comparator: 'Provas sobre um termo de comparação (alguém tratado de forma diferente)',
      medical: 'Provas médicas (baixas, medicina do trabalho), se a deficiência fizer parte da ação',
      consultation: 'Cartas de consulta sobre a extinção do posto de trabalho, grupo de seleção e pontuação',
    },
    header: ['O que a ação costuma precisar', 'Neste processo'],
    found: (titles) => `Registado: ${titles}`,
    missing: 'Ainda não registado',
    summary: (recorded, gaps) =>
      `${isOne(recorded) ? 'Está registado' : 'Estão registados'} ${recorded} dos tipos de prova habituais e ${isOne(gaps) ? 'falta' : 'faltam'} ${gaps}. Uma falta não é fatal: é o que procurar ou pedir ao empregador na divulgação de documentos.`,
    noClaimType: 'Escolha o tipo de ação em O Meu Processo para ver que provas uma ação destas costuma precisar.',
  },
  risks: {
    deposit: (max, source) =>
      `Ordem de depósito: se o tribunal considerar que uma alegação ou argumento tem poucas perspetivas razoáveis de êxito, pode ordenar-lhe que pague um depósito até ${max} por cada um, como condição para continuar, tendo em conta os seus meios (${source}).`,
    costs: (max, source) =>
      `Condenação em custas: não é habitual no Tribunal do Trabalho, mas o tribunal pode condenar uma parte a pagar as custas da outra se agiu de forma vexatória, abusiva, perturbadora ou de outro modo não razoável, ou se a ação não tinha perspetivas razoáveis de êxito. O tribunal pode fixar até ${max}; acima disso é precisa uma liquidação detalhada (${source}).`,
    preparationTime: (rate, unverified) =>
      `Uma ordem de pagamento do tempo de preparação paga o tempo gasto por uma parte sem advogado, a ${rate} por hora${unverified ? ' (valor deduzido das regras e ainda não confirmado)' : ''}.`,
    ability:
      'O tribunal pode ter em conta a sua capacidade de pagar. Cumpra os despachos e os prazos, e reavalie cedo as partes mais fracas da ação.',
    shortService:
      'Pelas datas registadas, parece faltar-lhe o período mínimo de antiguidade para parte da ação: insistir nessa parte arrisca uma ordem de depósito ou uma condenação em custas, salvo se se aplicar uma exceção.',
    timeLimit: 'Uma ação apresentada fora de prazo pode ser extinta (strike out); o prazo é o primeiro risco a tratar.',
  },
  nextSteps: {
    chooseClaimType: 'Escolha o tipo de ação em O Meu Processo e volte a gerar esta pesquisa.',
    addDismissalDate: 'Acrescente a data do despedimento ou do facto em O Meu Processo para que o prazo possa ser calculado.',
    contactAcas: (date) => `Peça a conciliação prévia à Acas até ${date}.`,
    waitCertificate: 'Quando receber o certificado de conciliação prévia, registe a data e o número em O Meu Processo.',
    presentEt1: (date) => `Apresente a ação (ET1) de forma que o tribunal a receba até ${date}.`,
    getAdviceNow:
      'Procure hoje aconselhamento sobre apresentar a ação fora de prazo (Acas, um centro jurídico ou o Citizens Advice).',
    addStart: 'Acrescente a data de início nos dados salariais da página de Documentos, para verificar a elegibilidade.',
    gatherEvidence: (list) => `Reúna o que falta: ${list}.`,
    subjectAccess: (period) =>
      `Peça ao empregador os seus dados pessoais com um pedido de acesso (RGPD do Reino Unido); em regra, tem de responder em ${period}.`,
    readAuthorities: 'Leia a ficha de cada decisão e cite o princípio (não os factos) nos seus documentos.',
    documents:
      'Redija os fundamentos da ação (particulars of claim), o mapa de prejuízos (schedule of loss) e o depoimento escrito de testemunha na página de Documentos.',
    advice:
      'Aconselhamento gratuito: a linha de apoio da Acas, um centro jurídico, o Citizens Advice ou uma clínica jurídica universitária.',
  },
  disclaimer:
    'Isto é orientação geral feita a partir do que registou e da nossa base de jurisprudência. Não é aconselhamento jurídico. A lei e os valores mudam: confirme-os e, se puder, procure aconselhamento sobre o seu caso.',
};
