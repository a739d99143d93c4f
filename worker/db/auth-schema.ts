/**
 * The tables better-auth manages (core, the admin plugin's role and ban fields, and the rate
 * limiter's table, stored in D1). Property names are better-auth's field names; columns are
 * snake_case. Generated from better-auth's own table list (`getAuthTables`) for this configuration:
 * change them only together with worker/auth.ts.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const user = sqliteTable('user', {
  /** Random id chosen by better-auth. */
  id: text('id').primaryKey(),
  /** Display name; the sign-up form does not ask for one, so it holds the e-mail's local part. */
  name: text('name').notNull(),
  /** Sign-in e-mail, unique, stored as typed (better-auth lowercases it). */
  email: text('email').notNull().unique(),
  /** True once the verification link was followed. */
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  /** Avatar URL (unused). */
  image: text('image'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  /** 'user' (default), 'paralegal' or 'admin' (npm run role:grant). */
  role: text('role').default('user'),
  /** Admin plugin: a banned user cannot sign in. */
  banned: integer('banned', { mode: 'boolean' }).default(false),
  banReason: text('ban_reason'),
  banExpires: integer('ban_expires', { mode: 'timestamp_ms' }),
});

export const session = sqliteTable('session', {
  id: text('id').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  /** The value of the HttpOnly session cookie (signed). */
  token: text('token').notNull().unique(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Admin plugin: the admin impersonating this session, if any. */
  impersonatedBy: text('impersonated_by'),
});

export const account = sqliteTable('account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  /** 'credential' for e-mail and password. */
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: integer('access_token_expires_at', { mode: 'timestamp_ms' }),
  refreshTokenExpiresAt: integer('refresh_token_expires_at', { mode: 'timestamp_ms' }),
  scope: text('scope'),
  /** The password hash (better-auth's scrypt), never the password. */
  password: text('password'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const verification = sqliteTable('verification', {
  id: text('id').primaryKey(),
  /** What is being verified (an e-mail address, a reset request). */
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const rateLimit = sqliteTable('rate_limit', {
  id: text('id').primaryKey(),
  /** The client and the path limited ("127.0.0.1/sign-in/email"). */
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Milliseconds since the epoch of the latest request. */
  lastRequest: integer('last_request').notNull(),
});
