/** The form islands' error state (src/islands/forms/use-field-errors.ts): its reducer and how issues reach fields. */
import { describe, expect, it } from 'vitest';
import { fieldErrorsReducer, fieldMessagesOf, NO_FIELD_ERRORS } from '../../src/islands/forms/use-field-errors';

type Field = 'title' | 'date';
const order: readonly Field[] = ['title', 'date'];
const messages = {
  'form.invalidAnswer': 'Check this answer',
  'x.titleRequired': 'Enter a title',
  'x.dateTooEarly': 'Enter a date from {date}',
};

describe('the field errors reducer', () => {
  it('counts every refusal, the same errors again included, so the summary takes focus each time', () => {
    const first = fieldErrorsReducer<Field>(NO_FIELD_ERRORS, { type: 'show', fields: { title: 'Enter a title' } });
    const again = fieldErrorsReducer(first, { type: 'show', fields: { title: 'Enter a title' } });
    expect(first).toEqual({ fields: { title: 'Enter a title' }, attempt: 1 });
    expect(again).toEqual({ fields: { title: 'Enter a title' }, attempt: 2 });
  });

  it('replaces the messages of the last refusal rather than adding to them', () => {
    const first = fieldErrorsReducer<Field>(NO_FIELD_ERRORS, { type: 'show', fields: { title: 'Enter a title' } });
    expect(fieldErrorsReducer(first, { type: 'show', fields: { date: 'Enter a date' } }).fields).toEqual({
      date: 'Enter a date',
    });
  });

  it('clears the messages and keeps the count (a later refusal still moves focus)', () => {
    const shown = fieldErrorsReducer<Field>(NO_FIELD_ERRORS, { type: 'show', fields: { title: 'Enter a title' } });
    expect(fieldErrorsReducer(shown, { type: 'clear' })).toEqual({ fields: {}, attempt: 1 });
  });

  it('leaves the state itself when there is nothing to clear (no render for nothing)', () => {
    expect(fieldErrorsReducer<Field>(NO_FIELD_ERRORS, { type: 'clear' })).toBe(NO_FIELD_ERRORS);
  });
});

describe('issues to field messages', () => {
  it('gives each field its first issue in the reader’s words, with placeholders filled', () => {
    const issues = [
      { field: 'date', key: 'x.dateTooEarly' },
      { field: 'title', key: 'x.titleRequired' },
      { field: 'title', key: 'form.invalidAnswer' },
    ];
    expect(fieldMessagesOf(issues, order, messages, { values: { date: '1 January 2020' } })).toEqual({
      title: 'Enter a title',
      date: 'Enter a date from 1 January 2020',
    });
  });

  it('says the general words for a key the island was not given', () => {
    expect(fieldMessagesOf([{ field: 'title', key: 'x.unknown' }], order, messages)).toEqual({ title: 'Check this answer' });
  });

  it('answers null when no issue names a field of the form, so the caller says it another way', () => {
    expect(fieldMessagesOf([{ field: '', key: 'x.titleRequired' }], order, messages)).toBeNull();
  });

  it('puts the fallback at the first field when asked to (a one-field form)', () => {
    expect(fieldMessagesOf([{ field: '', key: 'x.titleRequired' }], ['title'], messages, { fallback: 'Try again' })).toEqual({
      title: 'Try again',
    });
  });
});
