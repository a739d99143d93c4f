/**
 * The messages the research API answers with, apart from the schemas so
 * the island can compare them without loading zod.
 */
export const researchMessages = {
  noCase: 'Please select a case first',
  limitReached: 'Upgrade to Premium for unlimited case research',
  failed: 'Failed to generate case research',
  notFound: 'No research with that id',
} as const;
export type ResearchMessageKey = keyof typeof researchMessages;
