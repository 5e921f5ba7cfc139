declare module 'wink-lemmatizer' {
  /** WordNet's base form of an English word read as a noun, a verb or an adjective (the word when it has none). */
  const lemmatizer: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}
