/**
 * Reminder settings and unsubscribe.
 *
 * GET|PUT /api/account/reminders: the signed-in reader's { enabled, language, digest } (no row:
 * reminders and the weekly digest on, in English; `chosen` says whether a row exists, so the
 * account panel can set the language once from the page the reader uses). A PUT without `digest`
 * leaves the digest as it was.
 *
 * GET|POST /api/reminders/unsubscribe?token=…: the link in every reminder and digest e-mail,
 * without signing in. POST is RFC 8058's one-click (a mail client posts
 * `List-Unsubscribe=One-Click` from anywhere: the route policy lets it through, the signed token
 * is the proof). GET is the link a reader opens: it changes nothing and answers a short page in
 * both languages with one button that makes the same POST, because mail scanners and link
 * previews open links on their own, and a reminder turned off by a robot is a date missed.
 * A 'reminders' token turns reminders off; a 'digest' token turns the weekly digest off and keeps
 * the reader's saved searches (they still run on /case-law, and the digest can be turned back on
 * under Your account).
 */
import { Hono } from 'hono';
import { type ReminderLanguage, reminderSettingsSchema } from '../../src/domain/reminders/schema';
import type { AppEnv } from '../app-env';
import { emailVerified, readReminderSettings, saveReminderSettings } from '../db/reminder-settings';
import { ApiError, ErrorCode } from '../errors';
import { requireUser, signedIn } from '../middleware/session';
import { verifyUnsubscribe } from '../services/reminders/tokens';
import { unsubscribeByLink } from '../services/reminders/unsubscribe';
import { validate } from '../validation';
import type { RoutePolicy } from './policy';

export const unsubscribeMessages = {
  invalid: 'This unsubscribe link is not valid. Turn e-mails off under Your account on the tracker instead.',
  notOneClick: 'A one-click unsubscribe sends List-Unsubscribe=One-Click',
} as const;

export const reminderSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const current = requireUser(c.get('user'));
    const db = c.var.db;
    const [row, verified] = await Promise.all([readReminderSettings(db, current.id), emailVerified(db, current.id)]);
    return c.json({
      enabled: row?.enabled ?? true,
      language: (row?.language === 'pt' ? 'pt' : 'en') as ReminderLanguage,
      digest: row?.digest ?? true,
      chosen: row !== undefined,
      emailVerified: verified,
    });
  })
  .put('/', signedIn, validate('json', reminderSettingsSchema), async (c) => {
    const current = requireUser(c.get('user'));
    const { enabled, language, digest } = c.req.valid('json');
    // One upsert, answering the digest switch as stored (kept when this PUT did not name it).
    const stored = await saveReminderSettings(c.var.db, current.id, { enabled, language, digest }, new Date().toISOString());
    return c.json({ enabled, language, digest: stored, chosen: true });
  });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, en: string, pt: string, form = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${en}</p><p lang="pt-PT">${pt}</p>${form}<p><a href="/tracker#account">Your account</a> · <a href="/pt/tracker#account" lang="pt-PT">A sua conta</a></p></main></body></html>`;

/** The confirmation: one button posting RFC 8058's one-click body back to the same signed address. */
const confirmForm = (token: string, button: string) =>
  `<form method="post" action="/api/reminders/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${button}</button></form>`;

const confirmPages = {
  reminders: (token: string) =>
    page(
      'Stop reminder e-mails? / Parar os lembretes?',
      'Reminders tell you before each date on your claim. Press the button to stop them; you can turn them back on under Your account.',
      'Os lembretes avisam-no antes de cada data da sua ação. Carregue no botão para os parar; pode voltar a ativá-los em A sua conta.',
      confirmForm(token, 'Stop reminder e-mails / Parar os lembretes'),
    ),
  digest: (token: string) =>
    page(
      'Stop the weekly digest? / Parar o resumo semanal?',
      'The digest lists new decisions for your saved case-law searches. Press the button to stop it; your saved searches are kept.',
      'O resumo lista novas decisões das suas pesquisas de jurisprudência guardadas. Carregue no botão para o parar; as suas pesquisas guardadas mantêm-se.',
      confirmForm(token, 'Stop the digest / Parar o resumo'),
    ),
} as const;

const donePages = {
  reminders: page(
    'Unsubscribed / Subscrição cancelada',
    'You will get no more reminder e-mails. You can turn them back on under Your account.',
    'Não vai receber mais lembretes por e-mail. Pode voltar a ativá-los em A sua conta.',
  ),
  digest: page(
    'Unsubscribed / Subscrição cancelada',
    'You will get no more weekly case-law digests. Your saved searches are kept: you can turn the digest back on under Your account.',
    'Não vai receber mais o resumo semanal de jurisprudência. As suas pesquisas guardadas mantêm-se: pode voltar a ativar o resumo em A sua conta.',
  ),
} as const;

const invalidPage = page(
  'Link not valid / Ligação inválida',
  unsubscribeMessages.invalid,
  'Esta ligação para cancelar a subscrição não é válida. Desative os e-mails em A sua conta, no ecrã O Meu Processo.',
);

/** The page's own form may post back to us; nothing else may load or run. */
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    const claims = await verifyUnsubscribe(c.env.BETTER_AUTH_SECRET, token);
    if (!claims) return c.html(invalidPage, 400, { 'x-error-code': ErrorCode.UNSUBSCRIBE_LINK_INVALID });
    return c.html(confirmPages[claims.purpose](token), 200, { 'Content-Security-Policy': PAGE_CSP });
  })
  .post('/unsubscribe', async (c) => {
    const form = await c.req.parseBody();
    const done = await unsubscribeByLink(c.var.db, c.env.BETTER_AUTH_SECRET, {
      token: c.req.query('token') ?? '',
      oneClick: form['List-Unsubscribe'] === 'One-Click',
    });
    if (done.refused === 'invalid') throw new ApiError(400, ErrorCode.UNSUBSCRIBE_LINK_INVALID, unsubscribeMessages.invalid);
    if (done.refused) throw new ApiError(400, ErrorCode.BAD_REQUEST, unsubscribeMessages.notOneClick);
    // The confirmation page's button (a browser) gets a page; a mail client's one-click gets JSON.
    if (c.req.header('accept')?.includes('text/html')) return c.html(donePages[done.purpose]);
    return c.json({ unsubscribed: done.purpose });
  });

/** What this module's routes accept (routes/policies.ts gathers every module's). */
export const remindersPolicies: readonly RoutePolicy[] = [
  // RFC 8058 one-click unsubscribe: posted by the reader's mail client, from anywhere and without a
  // session, as a form (`List-Unsubscribe=One-Click`); the signed token in the address is the proof.
  {
    prefix: '/api/reminders',
    path: '/api/reminders/unsubscribe',
    session: false,
    personal: true,
    fromAnywhere: true,
    maxBodyBytes: 256,
    bodyTypes: ['application/x-www-form-urlencoded'],
  },
];
