/**
 * What the account forms send to better-auth's endpoints, with the lengths the Worker enforces
 * before better-auth sees a byte (issue 10: a 1 MB name was stored, a 10 MB token reached SQLite).
 * The auth island uses the same limits for its inputs.
 */
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;
/** better-auth's own maximum; longer passwords only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 128;
/** RFC 5321's limit on a forward path. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
/** Reset tokens are 24 characters; verification tokens are short JWTs. */
export const MAX_TOKEN_LENGTH = 2048;
export const MAX_URL_LENGTH = 2048;

/** How long a password reset link and an e-mail confirmation link work, in seconds. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const VERIFICATION_LINK_LIFETIME_SECONDS = 60 * 60;

export const authMessages = {
  email: 'Enter a valid e-mail address',
  emailTooLong: `E-mail addresses have at most ${MAX_EMAIL_LENGTH} characters`,
  password: `Passwords have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
  name: `Names have at most ${MAX_NAME_LENGTH} characters`,
  token: 'This link is not valid',
  url: 'The return address is not valid',
  notAnObject: 'Send the form as a JSON object',
} as const;

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
    name: z.string({ error: authMessages.name }).max(MAX_NAME_LENGTH, authMessages.name),
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
  confirm: 'Type your e-mail address to confirm',
} as const;

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
