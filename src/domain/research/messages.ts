/**
 * The messages the research API answers with, apart from the schemas.
 * `noCase` is a message key (src/i18n): the schema's issue for a missing case names it, and the
 * island shows it in the reader's language.
 */
export const researchMessages = {
  noCase: 'research.noCaseBody',
  limitReached: 'Upgrade to Premium for unlimited case research',
  failed: 'Failed to generate case research',
  notFound: 'No research with that id',
} as const;
export type ResearchMessageKey = keyof typeof researchMessages;
