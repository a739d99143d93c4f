/**
 * Everything the hearing day screen shows for one case, read from the API in one go: the case, its
 * hearing record, the questions for the respondent's witnesses, the closing points, the issues of
 * the list of issues (from the complaints the claimant chose, or the claim type's suggestion), the
 * drafted documents, and the hearing bundle as last built: when, and on which pages each of its
 * documents starts and ends. Types flow from the Worker's routes.
 */
import { choiceOrDefault, complaintLaw } from '../../domain/complaints';
import { call, client } from '../../stores/api';

type CaseList = Awaited<ReturnType<typeof loadCases>>;
export type CaseItem = CaseList[number];

export async function loadCases() {
  return (await call(client.api.cases.$get())).items;
}

export async function loadKit(caseRecord: CaseItem) {
  const param = { caseId: caseRecord.id };
  const [hearing, questions, closing, complaints, documents, bundle, files] = await Promise.all([
    call(client.api.cases[':caseId'].hearing.$get({ param })),
    call(client.api.cases[':caseId'].hearing.questions.$get({ param })),
    call(client.api.cases[':caseId'].hearing['closing-points'].$get({ param })),
    call(client.api.cases[':caseId'].complaints.$get({ param })),
    call(client.api.documents.$get({ query: { caseId: caseRecord.id } })),
    call(client.api.cases[':caseId'].bundle['build-index'].$get({ param })),
    call(client.api.cases[':caseId'].bundle.$get({ param })),
  ]);
  const nameOf = new Map(files.files.map((file) => [file.id, file.description ?? file.fileName]));
  const bundlePages = (bundle.index?.entries ?? []).map((entry) => ({
    name: nameOf.get(entry.documentId) ?? '',
    pages: entry.firstPage === entry.lastPage ? `[B: ${entry.firstPage}]` : `[B: ${entry.firstPage}–${entry.lastPage}]`,
  }));
  const choice = choiceOrDefault(complaints.saved, caseRecord.claimType);
  const issues = choice.complaints.flatMap((id) => complaintLaw[id].elements.map((_, n) => `${id}.${n + 1}`));
  return {
    caseRecord,
    hearing,
    questions: questions.items,
    closingPoints: closing.items,
    issues,
    documents: documents.items,
    bundleBuiltAt: bundle.index?.builtAt ?? null,
    bundlePages,
  };
}
export type HearingKit = Awaited<ReturnType<typeof loadKit>>;
export type HearingRecord = HearingKit['hearing'];
export type Question = HearingKit['questions'][number];
