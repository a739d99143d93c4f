/** Drafted documents, research analyses and paralegal reviews. */
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { user } from './auth-schema';
import { cases } from './cases-schema';

/**
 * Documents drafted from a case: the text a claimant edits, in
 * the small plain-text markup of src/domain/drafting/markup.ts (headings, numbered paragraphs,
 * tables) that the .txt and .docx downloads read.
 */
export const documents = sqliteTable(
  'documents',
  {
    /** Random UUID. */
    id: text('id').primaryKey(),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The case it was drafted from; deleting the case deletes its documents. */
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** One of src/domain/document-types.ts documentTypes. */
    documentType: text('document_type').notNull(),
    /** The type's label in the document's language when generated. */
    title: text('title').notNull(),
    /** 'en' or 'pt': the language the draft was written in. */
    language: text('language').notNull().default('en'),
    /** At most MAX_DOCUMENT_CHARS characters. */
    content: text('content').notNull(),
    /** 'template' or 'llm': who wrote the words (the facts always come from the case). */
    provider: text('provider').notNull().default('template'),
    /** JSON array of citations the check could not verify, as they appear in the text. */
    unverifiedCitations: text('unverified_citations').notNull().default('[]'),
    /** SHA-256 of what the draft was written from (services/drafting/inputs-hash.ts); null before it was kept. */
    inputsHash: text('inputs_hash'),
    /** ISO 8601 instants. */
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('documents_user_created').on(table.userId, table.createdAt),
    index('documents_case').on(table.caseId),
    index('documents_inputs').on(table.userId, table.caseId, table.documentType, table.inputsHash),
  ],
);

/** Legal research runs kept so a claimant can come back to them. */
export const researchAnalyses = sqliteTable(
  'research_analyses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** 'en' or 'pt'. */
    language: text('language').notNull().default('en'),
    /** The analysis in the markup of src/domain/drafting/markup.ts. */
    analysis: text('analysis').notNull(),
    /** JSON array of the case-law ids the analysis cites (each links to its /case-law card). */
    caseLawIds: text('case_law_ids').notNull().default('[]'),
    provider: text('provider').notNull().default('template'),
    unverifiedCitations: text('unverified_citations').notNull().default('[]'),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('research_user_case').on(table.userId, table.caseId, table.createdAt)],
);

/**
 * A paralegal review asked for on a document (the paralegal plan). Users with the role
 * 'paralegal' or 'admin' see open requests at /admin/reviews, reply and mark them done.
 */
export const reviewRequests = sqliteTable(
  'review_requests',
  {
    id: text('id').primaryKey(),
    /** The claimant who asked. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** What the claimant wants looked at, at most 2,000 characters; null when empty. */
    message: text('message'),
    /** 'open' or 'done'. */
    status: text('status').notNull().default('open'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [
    index('review_requests_status').on(table.status, table.createdAt),
    index('review_requests_document').on(table.documentId),
  ],
);

/** A paralegal's reply to a review request. */
export const reviewReplies = sqliteTable(
  'review_replies',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    /** The paralegal who wrote it; kept as null if their account is deleted. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** At most 5,000 characters. */
    body: text('body').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [index('review_replies_request').on(table.requestId, table.createdAt)],
);

/**
 * The index of a case's hearing bundle as last built (one row a case, replaced at each build): a
 * build id, when it was built, and for each document in bundle order its file id, section and first
 * and last page (JSON). Drafts cite these pages ("[B: 45–47]"). Read and written in ./bundles.ts.
 */
export const bundleIndexes = sqliteTable(
  'bundle_indexes',
  {
    caseId: text('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Random UUID of the build. */
    id: text('id').notNull(),
    /** ISO 8601 instant, the Worker's clock. */
    builtAt: text('built_at').notNull(),
    /** JSON array of { documentId, section, firstPage, lastPage }. */
    entries: text('entries').notNull(),
  },
  (table) => [index('bundle_indexes_user').on(table.userId)],
);

/**
 * For a drafted document: the bundle index it cites and the page range it cited for each file, so
 * the references can be found and rewritten after a rebuild. Read and written in ./page-refs.ts.
 */
export const documentPageRefs = sqliteTable(
  'document_page_refs',
  {
    documentId: text('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** The owner: every query filters on it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bundleIndexId: text('bundle_index_id').notNull(),
    /** JSON: the page range cited for each file id. */
    refs: text('refs').notNull(),
    /** ISO 8601 instant. */
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('document_page_refs_user').on(table.userId)],
);
