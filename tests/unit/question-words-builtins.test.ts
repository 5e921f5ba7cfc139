/**
 * Words that are also names of an object's built-in properties (constructor, toString, __proto__…) are words
 * like any other: a page or a question holding them must not break question reading.
 */
import { stemsOf, wordStem } from '@/lib/ai/question-words';

describe('question words', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype'])(
    'stems %s as a word',
    (word) => {
      expect(typeof wordStem(word)).toBe('string');
      expect(stemsOf(`The ${word} of the MultiVault`).size).toBeGreaterThan(0);
    },
  );
});
