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
  complaintTest: (name, statute, elements) =>
    `${name[0]?.toUpperCase() ?? ''}${name.slice(1)} (${statute}). O tribunal decide: ${elements.join(' ')}`,
  leadingCase: (name, citation, principle) =>
    `A nossa base de jurisprudência inclui uma decisão de referência sobre este critério, ${name} (${citation}): ${principle}`,
  eligibility: {
    noServiceNeeded: (complaints) => `Nenhum dos pedidos escolhidos exige um período mínimo de antiguidade: ${complaints}.`,
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
