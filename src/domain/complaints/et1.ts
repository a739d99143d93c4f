/**
 * The online ET1 form's choices a set of complaints makes (section 8.1, the type of claim, and the
 * remedy question): every complaint pleaded is ticked as the form names it, each characteristic of
 * a discrimination complaint, each pay claim, and a line in "Other type of claim" for a complaint
 * the form has no box for. A complaint the form leaves out may need an amendment later (Selkent
 * Bus Co v Moore [1996] ICR 836).
 */
import type { ComplaintChoice } from './choice';
import {
  type Et1ClaimType,
  type Et1Discrimination,
  type Et1OtherClaim,
  type Et1Outcome,
  type Et1PayClaim,
  et1ClaimTypes,
  et1Discrimination,
  et1OtherClaims,
  et1Outcomes,
  et1PayClaims,
} from './et1-choices';
import type { ProtectedCharacteristic } from './ids';
import { inOrder, remediesOf } from './reading';
import { complaintLaw } from './registry';

const characteristicOnForm: Record<ProtectedCharacteristic, Et1Discrimination> = {
  age: 'age',
  disability: 'disability',
  genderReassignment: 'genderReassignment',
  marriageCivilPartnership: 'marriageOrCivilPartnership',
  pregnancyMaternity: 'pregnancyOrMaternity',
  race: 'race',
  religionBelief: 'religionOrBelief',
  sex: 'sex',
  sexualOrientation: 'sexualOrientation',
};

export interface Et1Choices {
  types: Et1ClaimType[];
  discrimination: Et1Discrimination[];
  pay: Et1PayClaim[];
  other: Et1OtherClaim[];
  outcomes: Et1Outcome[];
}

export function et1ChoicesFor(choice: ComplaintChoice): Et1Choices {
  const types = new Set<Et1ClaimType>();
  const discrimination = new Set<Et1Discrimination>();
  const pay = new Set<Et1PayClaim>();
  const other = new Set<Et1OtherClaim>();
  for (const id of inOrder(choice.complaints)) {
    const et1 = complaintLaw[id].et1;
    for (const type of et1.types) types.add(type);
    for (const claim of et1.pay) pay.add(claim);
    if (et1.other) other.add(et1.other);
    const characteristics: readonly ProtectedCharacteristic[] =
      et1.discrimination === 'direct'
        ? choice.directCharacteristics
        : et1.discrimination === 'harassment'
          ? choice.harassmentCharacteristics
          : et1.discrimination === 'disability'
            ? ['disability']
            : et1.discrimination === 'sex'
              ? ['sex']
              : [];
    for (const c of characteristics) discrimination.add(characteristicOnForm[c]);
  }
  const remedies = remediesOf(choice.complaints);
  const outcomes = new Set<Et1Outcome>();
  if (choice.complaints.length > 0) outcomes.add('compensation');
  // EqA 2010 s.124(2)(c): the form offers a recommendation "if claiming discrimination".
  if (remedies.has('recommendation')) outcomes.add('tribunalRecommendation');
  return {
    types: et1ClaimTypes.filter((t) => types.has(t)),
    discrimination: et1Discrimination.filter((c) => discrimination.has(c)),
    pay: et1PayClaims.filter((c) => pay.has(c)),
    other: et1OtherClaims.filter((c) => other.has(c)),
    outcomes: et1Outcomes.filter((o) => outcomes.has(o)),
  };
}
