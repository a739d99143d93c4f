-- One claim-type vocabulary (issue 11): case law's ids become hyphenated like the tracker's
-- (unfair_dismissal → unfair-dismissal). claim_types holds only ids, so every underscore is one.
UPDATE `case_law` SET `claim_types` = replace(`claim_types`, '_', '-') WHERE instr(`claim_types`, '_') > 0;
