/** One heading of a page's table of contents (## and ### headings). */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}
