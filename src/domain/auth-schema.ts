/**
 * What the account forms send to better-auth's endpoints, with the lengths the Worker enforces
 * before better-auth sees a byte (without these, a 1 MB name was stored and a 10 MB token reached SQLite).
 * The auth island uses the same limits for its inputs.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/translate';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './auth-limits';
import { plainName } from './text';

export * from './auth-limits';

/**
 * The refusals' message keys (src/i18n): the Worker answers the English text as its message and the
 * key as the issue. The figures in their words are the limits of ./auth-limits
 * (tests/unit/schema-message-keys.test.ts holds them together).
 */
export const authMessages = {
  email: 'auth.validation.email',
  emailTooLong: 'auth.validation.emailTooLong',
  password: 'auth.validation.password',
  name: 'auth.validation.name',
  token: 'auth.validation.token',
  url: 'auth.validation.url',
  notAnObject: 'auth.validation.notAnObject',
} as const satisfies Record<string, MessageKey>;

const email = z
  .string({ error: authMessages.email })
  .max(MAX_EMAIL_LENGTH, authMessages.emailTooLong)
  .pipe(z.email({ error: authMessages.email }));
const password = z
  .string({ error: authMessages.password })
  .min(MIN_PASSWORD_LENGTH, authMessages.password)
  .max(MAX_PASSWORD_LENGTH, authMessages.password);
const url = z.string({ error: authMessages.url }).max(MAX_URL_LENGTH, authMessages.url);

// Loose objects: better-auth reads further optional keys (rememberMe …); the ones it reads that
// could be long are bounded here.
export const signUpBodySchema = z.looseObject(
  {
    email,
    password,
    // No control or direction-override characters (they reach export file names): stripped as
    // every other name is (./text.ts).
    name: z.string({ error: authMessages.name }).max(MAX_NAME_LENGTH, authMessages.name).transform(plainName),
    callbackURL: url.optional(),
    image: z.never().optional(),
  },
  { error: authMessages.notAnObject },
);

export const signInBodySchema = z.looseObject(
  {
    email,
    // Any length up to the maximum: a short wrong password is only a wrong password.
    password: z.string({ error: authMessages.password }).max(MAX_PASSWORD_LENGTH, authMessages.password),
    callbackURL: url.optional(),
  },
  { error: authMessages.notAnObject },
);

/** A signed-in user's password check (better-auth's /verify-password). */
export const verifyPasswordBodySchema = z.looseObject(
  { password: z.string({ error: authMessages.password }).max(MAX_PASSWORD_LENGTH, authMessages.password) },
  { error: authMessages.notAnObject },
);

export const emailBodySchema = z.looseObject(
  { email, redirectTo: url.optional(), callbackURL: url.optional() },
  { error: authMessages.notAnObject },
);

export const resetPasswordBodySchema = z.looseObject(
  {
    newPassword: password,
    token: z.string({ error: authMessages.token }).min(1, authMessages.token).max(MAX_TOKEN_LENGTH, authMessages.token),
  },
  { error: authMessages.notAnObject },
);

export const deletionMessages = {
  confirm: 'account.validation.deleteConfirm',
} as const satisfies Record<string, MessageKey>;

/** Account deletion: the account's own e-mail, typed to confirm. */
export const accountDeletionSchema = z.object(
  {
    email: z
      .string({ error: deletionMessages.confirm })
      .trim()
      .min(1, deletionMessages.confirm)
      .max(MAX_EMAIL_LENGTH, authMessages.emailTooLong),
  },
  { error: deletionMessages.confirm },
);

/**
 * The profile change better-auth offers at /update-user (no page uses it yet): a name as bounded as
 * at sign-up, never an image URL. Without it a name of the wrong type reached the user table's
 * NOT NULL column and answered 500 (found by tests/worker/bad-input.test.ts).
 */
export const updateUserBodySchema = z.looseObject(
  {
    name: z.string({ error: authMessages.name }).max(MAX_NAME_LENGTH, authMessages.name).transform(plainName).optional(),
    image: z.never().optional(),
  },
  { error: authMessages.notAnObject },
);
