import { describe, expect, it } from 'vitest';
import { emptyChecklist, mergeNotes, notesChecklist, notesText, parseNotes } from '../../src/domain/case-notes';

const checklist = { timeline: true, evidence: false, grievance: true, witnesses: false };

describe('case notes JSON', () => {
  it('reads empty, JSON and legacy plain-text notes without losing anything', () => {
    expect(parseNotes(null)).toEqual({});
    expect(parseNotes('{"text":"hi","other":1}')).toEqual({ text: 'hi', other: 1 });
    expect(parseNotes('Met Acas on Tuesday')).toEqual({ text: 'Met Acas on Tuesday' });
    expect(parseNotes('[1,2]')).toEqual({ text: '[1,2]' });
  });

  it('saves the checklist, keeping the other keys', () => {
    const merged = mergeNotes('{"text":"my notes","reminder":"call union"}', { stage2Checklist: checklist });
    expect(JSON.parse(merged ?? '')).toEqual({ text: 'my notes', reminder: 'call union', stage2Checklist: checklist });
  });

  it('keeps legacy text when the checklist is first saved', () => {
    expect(JSON.parse(mergeNotes('plain words', { stage2Checklist: checklist }) ?? '')).toEqual({
      text: 'plain words',
      stage2Checklist: checklist,
    });
  });

  it('reads the checklist, or all false when missing or malformed', () => {
    expect(notesChecklist(parseNotes(mergeNotes(null, { stage2Checklist: checklist })))).toEqual(checklist);
    expect(notesChecklist(parseNotes('{"stage2Checklist":{"timeline":"yes"}}'))).toEqual(emptyChecklist);
    expect(notesChecklist({})).toEqual(emptyChecklist);
  });

  it('updates and clears the free text', () => {
    const saved = mergeNotes(null, { text: 'first' });
    expect(notesText(parseNotes(saved))).toBe('first');
    expect(mergeNotes(saved, { text: null })).toBeNull();
  });
});
