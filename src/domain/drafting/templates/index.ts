/** Every document type's template. The schedule of loss computes (../../schedule-of-loss/compute.ts); the others arrange the case's facts. */
import type { DocumentType } from '../../document-types';
import type { Template } from '../facts';
import { bundleGuide } from './bundle-guide';
import { chronologyCastList } from './chronology-cast-list';
import { et1 } from './et1';
import { furtherParticulars } from './further-particulars';
import { grievanceLetter } from './grievance-letter';
import { impactStatement } from './impact-statement';
import { listOfIssues } from './list-of-issues';
import { particularsOfClaim } from './particulars-of-claim';
import { remedyStatement } from './remedy-statement';
import { responseToEt3 } from './response-to-et3';
import { scheduleOfLossTemplate } from './schedule-of-loss';
import { timeline } from './timeline';
import { witnessStatement } from './witness-statement';

export const templates: Record<DocumentType, Template> = {
  et1,
  witness_statement: witnessStatement,
  particulars_of_claim: particularsOfClaim,
  schedule_of_loss: scheduleOfLossTemplate,
  grievance_letter: grievanceLetter,
  bundle_guide: bundleGuide,
  timeline,
  response_to_et3: responseToEt3,
  further_particulars: furtherParticulars,
  impact_statement: impactStatement,
  list_of_issues: listOfIssues,
  chronology_cast_list: chronologyCastList,
  remedy_statement: remedyStatement,
};
