declare module 'stopwords-iso' {
  /** Stop words by ISO 639-1 language code. */
  const stopwords: Record<string, string[]> & { en: string[] };
  export default stopwords;
}
