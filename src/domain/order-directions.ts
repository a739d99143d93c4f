/**
 * Who must act under a tribunal's direction and what kind of document it asks for: the names the
 * order reader (./orders) gives, kept apart from it so the task list can word a task read from an
 * order without loading the reader.
 */

/** Who must act. 'both' is both parties ("the parties", "each party", "the claimant and the respondent"). */
export const orderParties = ['claimant', 'respondent', 'both', 'tribunal'] as const;
export type OrderParty = (typeof orderParties)[number];

/**
 * The standard directions of the Presidential Guidance on case management, the documents a
 * preliminary hearing asks for (a disability impact statement, a chronology and cast list, a written
 * statement of the remedy sought), and the rest.
 */
export const directionKinds = [
  'scheduleOfLoss',
  'listOfDocuments',
  'bundle',
  'witnessStatements',
  'listOfIssues',
  'furtherInformation',
  'impactStatement',
  'chronology',
  'remedyStatement',
  'other',
] as const;
export type DirectionKind = (typeof directionKinds)[number];
