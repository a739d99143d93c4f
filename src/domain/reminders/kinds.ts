/**
 * The words a reminder uses for computed and suggested tasks (their rows hold a `kind`, not a
 * title: they are worded in the reader's language). No statutory number is written here: the
 * figures live in ../figures.ts and the task's own date already carries them.
 */
import type { ReminderLanguage } from './schema';

interface KindWords {
  title: string;
  /** Why the date matters. */
  why: string;
  /** What to do before it. */
  todo: string;
}

type Words = Record<ReminderLanguage, KindWords>;

const preparation: Record<ReminderLanguage, Pick<KindWords, 'why'>> = {
  en: {
    why: 'It is part of preparing for your hearing, working back from its date. If the tribunal ordered a different date for your case, the tribunal’s date is the one that counts.',
  },
  pt: {
    why: 'Faz parte da preparação da audiência, contando para trás a partir da data da audiência. Se o tribunal fixou outra data para o seu processo, vale a data do tribunal.',
  },
};

const kinds: Record<string, Words> = {
  acasStartBy: {
    en: {
      title: 'Last day to start early conciliation with Acas',
      why: 'You cannot present a claim without an early conciliation certificate, and starting early conciliation late can put the whole claim out of time.',
      todo: 'Notify Acas (online or by phone) before the end of this day, and keep the reference number.',
    },
    pt: {
      title: 'Último dia para iniciar a conciliação prévia (Acas)',
      why: 'Não pode apresentar a ação sem o certificado de conciliação prévia, e iniciar a conciliação prévia tarde pode deixar toda a ação fora do prazo.',
      todo: 'Contacte a Acas (online ou por telefone) antes do fim deste dia e guarde o número de referência.',
    },
  },
  presentBy: {
    en: {
      title: 'Last day to present your claim (ET1)',
      why: 'A claim presented even one day late is usually out of time, and the tribunal may refuse to hear it.',
      todo: 'Submit your ET1 online before midnight, and keep the confirmation.',
    },
    pt: {
      title: 'Último dia para apresentar a ação (ET1)',
      why: 'Uma ação apresentada mesmo um dia depois está normalmente fora do prazo, e o tribunal pode recusar-se a apreciá-la.',
      todo: 'Submeta o formulário ET1 online antes da meia-noite e guarde a confirmação.',
    },
  },
  et3Response: {
    en: {
      title: 'The employer’s response (ET3) is due',
      why: 'If the employer has not responded by this date, the tribunal may give judgment without them.',
      todo: 'Check whether the tribunal has sent you the employer’s response; if not, ask the tribunal what happens next.',
    },
    pt: {
      title: 'Termina o prazo de resposta do empregador (ET3)',
      why: 'Se o empregador não responder até esta data, o tribunal pode decidir sem a resposta dele.',
      todo: 'Verifique se o tribunal lhe enviou a resposta do empregador; se não, pergunte ao tribunal o que se segue.',
    },
  },
  reconsideration: {
    en: {
      title: 'Last day to ask for reconsideration',
      why: 'After this date the tribunal will not normally look at its judgment again.',
      todo: 'If you think the judgment should be looked at again, write to the tribunal before the end of this day, saying why.',
    },
    pt: {
      title: 'Último dia para pedir a reapreciação (reconsideration)',
      why: 'Depois desta data, o tribunal normalmente não volta a apreciar a sua sentença.',
      todo: 'Se entende que a sentença deve ser reapreciada, escreva ao tribunal antes do fim deste dia, explicando porquê.',
    },
  },
  writtenReasons: {
    en: {
      title: 'Last day to ask for written reasons',
      why: 'Without written reasons you usually cannot appeal.',
      todo: 'Write to the tribunal before the end of this day asking for the written reasons for the judgment.',
    },
    pt: {
      title: 'Último dia para pedir a fundamentação escrita',
      why: 'Sem a fundamentação escrita, normalmente não pode recorrer.',
      todo: 'Escreva ao tribunal antes do fim deste dia a pedir a fundamentação escrita da sentença.',
    },
  },
  eatAppeal: {
    en: {
      title: 'Last day to appeal to the Employment Appeal Tribunal',
      why: 'An appeal that reaches the Employment Appeal Tribunal late is almost never accepted.',
      todo: 'Send your notice of appeal with the documents it needs so that it arrives before 4pm on this day.',
    },
    pt: {
      title: 'Último dia para interpor recurso para o Tribunal de Recurso do Trabalho (EAT)',
      why: 'Um recurso que chega tarde ao Tribunal de Recurso do Trabalho (EAT) quase nunca é aceite.',
      todo: 'Envie o requerimento de recurso com os documentos necessários para que chegue antes das 16:00 deste dia.',
    },
  },
  issuesAndChronology: {
    en: {
      title: 'List of issues and chronology',
      ...preparation.en,
      todo: 'Finish the list of issues and the chronology, and send them as the orders say.',
    },
    pt: {
      title: 'Lista de questões e cronologia',
      ...preparation.pt,
      todo: 'Termine a lista de questões e a cronologia e envie-as como as ordens indicam.',
    },
  },
  disclosure: {
    en: {
      title: 'Disclosure of documents',
      ...preparation.en,
      todo: 'Send the employer your list and copies of the relevant documents.',
    },
    pt: {
      title: 'Divulgação de documentos',
      ...preparation.pt,
      todo: 'Envie ao empregador a sua lista e cópias dos documentos relevantes.',
    },
  },
  bundle: {
    en: { title: 'Hearing bundle index', ...preparation.en, todo: 'Agree the bundle’s index with the employer.' },
    pt: {
      title: 'Índice do dossiê da audiência (bundle)',
      ...preparation.pt,
      todo: 'Acorde o índice do dossiê com o empregador.',
    },
  },
  witnessStatements: {
    en: {
      title: 'Exchange witness statements',
      ...preparation.en,
      todo: 'Finish your witness statement and exchange it with the employer’s.',
    },
    pt: {
      title: 'Troca de depoimentos escritos de testemunhas',
      ...preparation.pt,
      todo: 'Termine o seu depoimento escrito de testemunha e troque-o com os do empregador.',
    },
  },
  skeletonArgument: {
    en: { title: 'Skeleton argument', ...preparation.en, todo: 'Write a short summary of your case and the law you rely on.' },
    pt: {
      title: 'Resumo das alegações (skeleton argument)',
      ...preparation.pt,
      todo: 'Escreva um resumo curto do seu caso e da lei em que se apoia.',
    },
  },
  scheduleOfLoss: {
    en: {
      title: 'Updated schedule of loss',
      ...preparation.en,
      todo: 'Update your schedule of loss to the hearing date and send it.',
    },
    pt: {
      title: 'Mapa de prejuízos (schedule of loss) atualizado',
      ...preparation.pt,
      todo: 'Atualize o mapa de prejuízos até à data da audiência e envie-o.',
    },
  },
  printed: {
    en: {
      title: 'Print your copies',
      ...preparation.en,
      todo: 'Print your copies of the bundle and statements for the hearing.',
    },
    pt: {
      title: 'Imprima as suas cópias',
      ...preparation.pt,
      todo: 'Imprima as suas cópias do dossiê e dos depoimentos para a audiência.',
    },
  },
  finalReview: {
    en: {
      title: 'Final review before the hearing',
      ...preparation.en,
      todo: 'Read your statement and the key documents once more, and check the time and place.',
    },
    pt: {
      title: 'Revisão final antes da audiência',
      ...preparation.pt,
      todo: 'Leia mais uma vez o seu depoimento e os documentos principais, e confirme a hora e o local.',
    },
  },
};

const fallback: Words = {
  en: {
    title: 'A date on your case',
    why: 'Missing a date the tribunal set can harm your claim.',
    todo: 'Open your case on the tracker and check what is due.',
  },
  pt: {
    title: 'Uma data no seu processo',
    why: 'Falhar uma data fixada pelo tribunal pode prejudicar a sua ação.',
    todo: 'Abra o seu processo em O Meu Processo e verifique o que tem de fazer.',
  },
};

/** The title, why and what to do of a computed or suggested task's kind (a general wording for an unknown kind). */
export function kindWords(kind: string | null, language: ReminderLanguage): KindWords {
  return (kind !== null && Object.hasOwn(kinds, kind) ? (kinds[kind] as Words) : fallback)[language];
}

/** The claimant's own tasks: what to do, whatever the order says. */
export const ownTaskTodo: Record<ReminderLanguage, string> = {
  en: 'Do what the tribunal’s order asks before this date, then mark the task done on the tracker.',
  pt: 'Faça o que a ordem do tribunal pede antes desta data e marque depois a tarefa como concluída em O Meu Processo.',
};
export const ownTaskWhy: Record<ReminderLanguage, string> = {
  en: 'A date in the tribunal’s orders must be kept: missing one can lead to your claim being struck out.',
  pt: 'Uma data fixada nas ordens do tribunal tem de ser cumprida: falhá-la pode levar o tribunal a extinguir a ação (strike out).',
};
