-- A search's stored counts change shape (worker/db/case-law-search.ts `countMatchesStatement`): every
-- match counted, and the per claim type, year and outcome counts of a sample of at most about 2,000
-- of them, as {"matches", "stride", "counts"} instead of a bare array. The counts stored before are
-- forgotten and made again, in the new shape, the next time each search is made.
DELETE FROM `case_law_search_counts`;
