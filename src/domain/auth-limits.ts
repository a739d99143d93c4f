/**
 * The account forms' limits, without zod, so the auth island can set its inputs' lengths without
 * shipping the schemas (src/domain/auth-schema.ts applies the same numbers in the Worker).
 */
/** NIST SP 800-63B §3.1.1.2: at least 8 characters, no composition rules. */
export const MIN_PASSWORD_LENGTH = 8;
/** better-auth's own maximum (NIST: allow at least 64); longer passwords only cost hashing time. */
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
