/**
 * The links between better-auth's tables, for its drizzle adapter's joins (worker/auth.ts turns them
 * on): a session read with its user, an account with its user, a user with their accounts, each in
 * one statement instead of one per table. Relation names are the ones the adapter asks for: the
 * joined model's name for one row (`user`), its plural for many (`accounts`).
 */
import { relations } from 'drizzle-orm';
import { account, session, user } from './auth-schema';

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
