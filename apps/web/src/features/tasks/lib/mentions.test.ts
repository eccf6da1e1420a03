import { mentionedIds } from '@taskflow/shared';
import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, matchMentionables } from './mentions';

const ANN = { id: '11111111-1111-4111-8111-111111111111', name: 'Ann Lee' };
const PEOPLE = [
  { id: '22222222-2222-4222-8222-222222222222', name: 'Joanna Smith' },
  ANN,
  { id: '33333333-3333-4333-8333-333333333333', name: 'Bob Annan' },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Carl Dunn' },
];

describe('activeMention', () => {
  it('finds the @word being typed at the caret', () => {
    expect(activeMention('Thanks @an', 10)).toEqual({ start: 7, query: 'an' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('cc (@Ann L', 10)).toEqual({ start: 4, query: 'Ann L' });
  });

  it('ignores emails, finished mentions and text far past the @', () => {
    expect(activeMention('mail ann@firm.test', 18)).toBeNull();
    expect(activeMention(`@[Ann Lee](${ANN.id}) ok`, 50)).toBeNull();
    expect(activeMention('@ann said that we should', 24)).toBeNull();
    expect(activeMention('@ ann', 5)).toBeNull();
    expect(activeMention('@ann\nnext', 9)).toBeNull();
  });

  it('looks only before the caret', () => {
    expect(activeMention('Hi @jo and more', 6)).toEqual({ start: 3, query: 'jo' });
  });
});

describe('matchMentionables', () => {
  it('ranks a name that starts with the text first, then a word that does, then anywhere', () => {
    expect(matchMentionables(PEOPLE, 'ann').map((person) => person.name)).toEqual([
      'Ann Lee',
      'Bob Annan',
      'Joanna Smith',
    ]);
    expect(matchMentionables(PEOPLE, 'zz')).toEqual([]);
    expect(matchMentionables(PEOPLE, '', 2)).toHaveLength(2);
  });
});

describe('insertMention', () => {
  it('replaces the typed @text with a mention the API recognises, caret after it', () => {
    const text = 'Please check @an before Friday';
    const caret = 'Please check @an'.length;
    const mention = activeMention(text, caret);
    if (!mention) throw new Error('expected a mention');
    const result = insertMention(text, mention, caret, ANN);
    expect(result.text).toBe(`Please check @[Ann Lee](${ANN.id}) before Friday`);
    expect(result.text.slice(0, result.caret)).toBe(`Please check @[Ann Lee](${ANN.id}) `);
    expect(mentionedIds(result.text)).toEqual([ANN.id]);
  });

  it('keeps brackets in a name from breaking the mention', () => {
    const result = insertMention('@x', { start: 0, query: 'x' }, 2, { id: ANN.id, name: 'Ann [Ops]' });
    expect(mentionedIds(result.text)).toEqual([ANN.id]);
  });
});
