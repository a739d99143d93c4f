/**
 * The account e-mails, in English and European Portuguese in one message: we do not know which
 * language the reader chose when they asked, and a claimant must never miss a reset link because
 * of it. Links are valid for the lifetimes in src/domain/auth-schema.ts, and each message says so.
 */
import { RESET_LINK_LIFETIME_SECONDS, VERIFICATION_LINK_LIFETIME_SECONDS } from '../../../src/domain/auth-schema';
import type { MailMessage } from './mailer';

const hours = (seconds: number) => seconds / 3600;

function bilingual(to: string, subject: { en: string; pt: string }, en: string, pt: string): MailMessage {
  return { to, subject: `${subject.en} / ${subject.pt}`, text: `${en}\n\n— Português —\n\n${pt}` };
}

function lifetime(seconds: number): { en: string; pt: string } {
  const n = hours(seconds);
  return {
    en: n === 1 ? 'one hour' : `${n} hours`,
    pt: n === 1 ? 'uma hora' : `${n} horas`,
  };
}

export function resetPasswordMessage(to: string, url: string): MailMessage {
  const within = lifetime(RESET_LINK_LIFETIME_SECONDS);
  return bilingual(
    to,
    { en: 'Reset your Tribunal Toolkit password', pt: 'Redefinir a sua palavra-passe do Tribunal Toolkit' },
    `Someone asked to reset the password of your Tribunal Toolkit account.\n\nTo choose a new password, open this link within ${within.en}. It works once, and stops working if you change your password another way:\n${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
    `Alguém pediu para redefinir a palavra-passe da sua conta do Tribunal Toolkit.\n\nPara escolher uma nova palavra-passe, abra esta ligação no prazo de ${within.pt}. Funciona uma só vez e deixa de funcionar se alterar a palavra-passe de outra forma:\n${url}\n\nSe não fez este pedido, ignore esta mensagem: a sua palavra-passe mantém-se.`,
  );
}

export function verificationMessage(to: string, url: string): MailMessage {
  const within = lifetime(VERIFICATION_LINK_LIFETIME_SECONDS);
  return bilingual(
    to,
    { en: 'Confirm your e-mail for Tribunal Toolkit', pt: 'Confirme o seu e-mail no Tribunal Toolkit' },
    `Welcome to Tribunal Toolkit.\n\nPlease confirm your e-mail address by opening this link within ${within.en}:\n${url}\n\nIf you did not create an account, ignore this message.`,
    `Boas-vindas ao Tribunal Toolkit.\n\nConfirme o seu endereço de e-mail abrindo esta ligação no prazo de ${within.pt}:\n${url}\n\nSe não criou uma conta, ignore esta mensagem.`,
  );
}

/** Sent instead of an error when someone signs up with an e-mail that already has an account. */
export function existingAccountMessage(to: string, signInUrl: string): MailMessage {
  return bilingual(
    to,
    { en: 'You already have a Tribunal Toolkit account', pt: 'Já tem uma conta no Tribunal Toolkit' },
    `Someone tried to create a Tribunal Toolkit account with this e-mail address, which already has one. Nothing was changed.\n\nTo sign in, or to reset a forgotten password, go to:\n${signInUrl}\n\nIf it was not you, ignore this message.`,
    `Alguém tentou criar uma conta no Tribunal Toolkit com este endereço de e-mail, que já tem uma. Nada foi alterado.\n\nPara iniciar sessão, ou redefinir uma palavra-passe esquecida, aceda a:\n${signInUrl}\n\nSe não fez esta tentativa, ignore esta mensagem.`,
  );
}

/**
 * A paralegal replied to a review request. Unlike the account e-mails, we know the
 * claimant's language here: the language their document is written in. The message names the
 * document by its type's title and links to /documents; it never carries the document's text or
 * the reply, which stay behind the sign-in.
 */
export function reviewReplyMessage(to: string, language: 'en' | 'pt', documentTitle: string, documentsUrl: string): MailMessage {
  if (language === 'pt') {
    return {
      to,
      subject: 'Um paralegal respondeu ao seu pedido de revisão',
      text: `Um paralegal respondeu ao seu pedido de revisão do documento «${documentTitle}».\n\nPara ler a resposta, inicie sessão e abra o documento:\n${documentsUrl}\n\nPor segurança, este e-mail não inclui o documento nem a resposta.`,
    };
  }
  return {
    to,
    subject: 'A paralegal replied to your review request',
    text: `A paralegal has replied to your request for a review of your document "${documentTitle}".\n\nTo read the reply, sign in and open the document:\n${documentsUrl}\n\nFor your privacy, this e-mail does not include the document or the reply.`,
  };
}
