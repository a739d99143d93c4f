/**
 * The cases.notes column holds a JSON object: the claimant's free-text notes
 * under "text", the stage 2 checklist under "stage2Checklist", and any other keys, which are kept
 * untouched. Notes saved before they were JSON (plain text) are read as { text } so nothing a
 * claimant wrote is ever lost; treating notes that do not parse as empty would discard it.
 */
import { z } from 'zod';

const CHECKLIST_MESSAGE = 'checklist.validation.items';
const item = z.boolean({ error: CHECKLIST_MESSAGE });
export const stage2ChecklistSchema = z.object(
  { timeline: item, evidence: item, grievance: item, witnesses: item },
  { error: CHECKLIST_MESSAGE },
);
export type Stage2Checklist = z.infer<typeof stage2ChecklistSchema>;

export const emptyChecklist: Stage2Checklist = { timeline: false, evidence: false, grievance: false, witnesses: false };

export type NotesObject = Record<string, unknown>;

export function parseNotes(stored: string | null): NotesObject {
  if (stored === null || stored.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as NotesObject;
  } catch {
    // Not JSON: plain text written before notes held JSON.
  }
  return { text: stored };
}

export function notesText(notes: NotesObject): string | null {
  return typeof notes.text === 'string' && notes.text !== '' ? notes.text : null;
}

/** The saved checklist, or all false when none is saved or it is malformed. */
export function notesChecklist(notes: NotesObject): Stage2Checklist {
  const parsed = stage2ChecklistSchema.safeParse(notes.stage2Checklist);
  return parsed.success ? parsed.data : { ...emptyChecklist };
}

/** Sets the keys given, keeping every other key; a null text removes the text. */
export function mergeNotes(
  stored: string | null,
  changes: { text?: string | null; stage2Checklist?: Stage2Checklist },
): string | null {
  const notes = parseNotes(stored);
  if (changes.text !== undefined) {
    if (changes.text === null) delete notes.text;
    else notes.text = changes.text;
  }
  if (changes.stage2Checklist !== undefined) notes.stage2Checklist = changes.stage2Checklist;
  return Object.keys(notes).length === 0 ? null : JSON.stringify(notes);
}
