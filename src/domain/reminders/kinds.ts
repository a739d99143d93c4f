/**
 * The words a reminder adds for computed and suggested tasks (their rows hold a `kind`, not a
 * title): why the date matters and what to do, in the reader's language. Their titles are the
 * tracker's and the calendar feed's (../tasks/words.ts), so a date has one name everywhere; the
 * title here is only for a kind this code does not know. No statutory number is written here: the
 * figures live in ../figures.ts and the task's own date already carries them.
 */
import type { ReminderLanguage } from './schema';

interface KindWords {
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
      why: 'You cannot present a claim without an early conciliation certificate, and starting early conciliation late can put the whole claim out of time.',
      todo: 'Notify Acas (online or by phone) before the end of this day, and keep the reference number.',
    },
    pt: {
      why: 'Não pode apresentar a ação sem o certificado de conciliação prévia, e iniciar a conciliação prévia tarde pode deixar toda a ação fora do prazo.',
      todo: 'Contacte a Acas (online ou por telefone) antes do fim deste dia e guarde o número de referência.',
    },
  },
  presentBy: {
    en: {
      why: 'A claim presented even one day late is usually out of time, and the tribunal may refuse to hear it.',
      todo: 'Submit your ET1 online before midnight, and keep the confirmation.',
    },
    pt: {
      why: 'Uma ação apresentada mesmo um dia depois está normalmente fora do prazo, e o tribunal pode recusar-se a apreciá-la.',
      todo: 'Submeta o formulário ET1 online antes da meia-noite e guarde a confirmação.',
    },
  },
  interimRelief: {
    en: {
      why: 'Interim relief keeps your contract, or your pay, going until the hearing, and the tribunal must receive the application within seven days of your dismissal: the time is never extended, and early conciliation does not stop it.',
      todo: 'Send the tribunal your application for interim relief (with your claim, or on its own in writing) before the end of this day.',
    },
    pt: {
      why: 'A medida provisória (interim relief) mantém o seu contrato, ou o seu salário, até à audiência, e o tribunal tem de receber o pedido no prazo de sete dias após o despedimento: o prazo nunca é prorrogado, e a conciliação prévia não o suspende.',
      todo: 'Envie ao tribunal o seu pedido de medida provisória (com a ação, ou por escrito à parte) antes do fim deste dia.',
    },
  },
  // The ET1's safe date while the Acas certificate is awaited (the task's rule says `earliest`): each
  // reminder asks for the certificate, which may sit unread in an inbox and counts from the day sent.
  presentByAwaitingCertificate: {
    en: {
      why: 'Your Acas certificate date is not in your case, so this is the safe day: your last day to present the ET1 can be no earlier, and it may already be close.',
      todo: 'Look for the Acas certificate in your e-mail, the spam folder too (an e-mailed certificate counts from the day it was sent, even unread), and enter its date in the tracker. Until then, make sure the tribunal receives your ET1 by this day.',
    },
    pt: {
      why: 'A data do seu certificado da Acas não está no processo, por isso este é o dia seguro: o seu último dia para apresentar o ET1 não pode ser anterior, e pode já estar próximo.',
      todo: 'Procure o certificado da Acas no seu e-mail, também na pasta de spam (um certificado enviado por e-mail conta a partir do dia em que foi enviado, mesmo que não o tenha aberto), e indique a data dele no registo do processo. Até lá, garanta que o tribunal recebe o seu ET1 até este dia.',
    },
  },
  et3Response: {
    en: {
      why: 'If the employer has not responded by this date, the tribunal may give judgment without them.',
      todo: 'Check whether the tribunal has sent you the employer’s response; if not, ask the tribunal what happens next.',
    },
    pt: {
      why: 'Se o empregador não responder até esta data, o tribunal pode decidir sem a resposta dele.',
      todo: 'Verifique se o tribunal lhe enviou a resposta do empregador; se não, pergunte ao tribunal o que se segue.',
    },
  },
  reconsideration: {
    en: {
      why: 'After this date the tribunal will not normally look at its judgment again.',
      todo: 'If you think the judgment should be looked at again, write to the tribunal before the end of this day, saying why.',
    },
    pt: {
      why: 'Depois desta data, o tribunal normalmente não volta a apreciar a sua sentença.',
      todo: 'Se entende que a sentença deve ser reapreciada, escreva ao tribunal antes do fim deste dia, explicando porquê.',
    },
  },
  writtenReasons: {
    en: {
      why: 'Without written reasons you usually cannot appeal.',
      todo: 'Write to the tribunal before the end of this day asking for the written reasons for the judgment.',
    },
    pt: {
      why: 'Sem a fundamentação escrita, normalmente não pode recorrer.',
      todo: 'Escreva ao tribunal antes do fim deste dia a pedir a fundamentação escrita da sentença.',
    },
  },
  eatAppeal: {
    en: {
      why: 'An appeal that reaches the Employment Appeal Tribunal late is almost never accepted.',
      todo: 'Send your notice of appeal with the documents it needs so that it arrives by 4pm on this day: after 4pm it counts as arriving the next day.',
    },
    pt: {
      why: 'Um recurso que chega tarde ao Tribunal de Recurso do Trabalho (EAT) quase nunca é aceite.',
      todo: 'Envie o requerimento de recurso com os documentos necessários para que chegue até às 16:00 deste dia: depois das 16:00, conta como chegado no dia seguinte.',
    },
  },
  issuesAndChronology: {
    en: {
      ...preparation.en,
      todo: 'Finish the list of issues and the chronology, and send them as the orders say.',
    },
    pt: {
      ...preparation.pt,
      todo: 'Termine a lista de questões e a cronologia e envie-as como os despachos do tribunal indicam.',
    },
  },
  disclosure: {
    en: {
      ...preparation.en,
      todo: 'Send the employer your list and copies of the relevant documents.',
    },
    pt: {
      ...preparation.pt,
      todo: 'Envie ao empregador a sua lista e cópias dos documentos relevantes.',
    },
  },
  bundle: {
    en: { ...preparation.en, todo: 'Agree the bundle’s index with the employer.' },
    pt: {
      ...preparation.pt,
      todo: 'Combine com o empregador o índice do dossier.',
    },
  },
  witnessStatements: {
    en: {
      ...preparation.en,
      todo: 'Finish your witness statement and exchange it with the employer’s.',
    },
    pt: {
      ...preparation.pt,
      todo: 'Termine o seu depoimento escrito de testemunha e troque-o com os do empregador.',
    },
  },
  skeletonArgument: {
    en: { ...preparation.en, todo: 'Write a short summary of your case and the law you rely on.' },
    pt: {
      ...preparation.pt,
      todo: 'Escreva um resumo curto do seu caso e da lei em que se apoia.',
    },
  },
  scheduleOfLoss: {
    en: {
      ...preparation.en,
      todo: 'Update your schedule of loss to the hearing date and send it.',
    },
    pt: {
      ...preparation.pt,
      todo: 'Atualize o mapa de prejuízos até à data da audiência e envie-o.',
    },
  },
  printed: {
    en: {
      ...preparation.en,
      todo: 'Print your copies of the bundle and statements for the hearing.',
    },
    pt: {
      ...preparation.pt,
      todo: 'Imprima as suas cópias do dossier e dos depoimentos para a audiência.',
    },
  },
  finalReview: {
    en: {
      ...preparation.en,
      todo: 'Read your statement and the key documents once more, and check the time and place.',
    },
    pt: {
      ...preparation.pt,
      todo: 'Leia mais uma vez o seu depoimento e os documentos principais, e confirme a hora e o local.',
    },
  },
};

const fallback: Record<ReminderLanguage, KindWords & { title: string }> = {
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

/** Why and what to do for a computed or suggested task's kind (a general wording for an unknown kind). */
export function kindWords(kind: string | null, language: ReminderLanguage): KindWords {
  return (kind !== null && Object.hasOwn(kinds, kind) ? (kinds[kind] as Words) : fallback)[language];
}

/** The title for a kind this code does not know (every known kind is titled by ../tasks/words.ts). */
export const unknownKindTitle: Record<ReminderLanguage, string> = { en: fallback.en.title, pt: fallback.pt.title };

/** The claimant's own tasks: what to do, whatever the order says. */
export const ownTaskTodo: Record<ReminderLanguage, string> = {
  en: 'Do what the tribunal’s order asks before this date, then mark the task done on the tracker.',
  pt: 'Faça o que o despacho do tribunal pede antes desta data e marque depois a tarefa como concluída em O Meu Processo.',
};
export const ownTaskWhy: Record<ReminderLanguage, string> = {
  en: 'A date in the tribunal’s orders must be kept: missing one can lead to your claim being struck out.',
  pt: 'Uma data fixada num despacho do tribunal tem de ser cumprida: falhá-la pode levar o tribunal a extinguir a ação (strike out).',
};
