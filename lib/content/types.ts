/** Shapes shared by the content modules: docs, categories, the sidebar tree and navigation links. */
import type { DocFrontmatter } from './frontmatter';

export interface DocMeta {
  /** Docusaurus-style id: the path below content/guides without the extension, e.g. `overview/vision`. */
  id: string;
  /** Route path, e.g. `/guides/overview/vision`. */
  path: string;
  /** File path relative to the repository root, e.g. `content/guides/overview/vision.mdx`. */
  file: string;
  /** Folder relative to content/guides ('' for the root). */
  dir: string;
  frontmatter: DocFrontmatter;
  /** MDX body without the frontmatter. */
  body: string;
  /** Lines taken by the frontmatter: add to a body line number to get the file's line number. */
  bodyLineOffset: number;
  /** True when this doc is the index page of its folder (index.mdx, README.mdx or <folder>/<folder>.mdx). */
  isCategoryIndex: boolean;
}

export interface GeneratedIndexLink {
  type: 'generated-index';
  path: string;
  title: string;
  description?: string;
}

export interface CategoryMeta {
  /** Folder relative to content/guides, e.g. `overview`. */
  dir: string;
  file: string;
  label: string;
  position?: number;
  collapsed: boolean;
  collapsible: boolean;
  link?: GeneratedIndexLink | { type: 'doc'; id: string };
}

export interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  /** The folder; unique, used as the key of the open/closed state. */
  key: string;
  label: string;
  href?: string;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarCategory;

export interface NavLinkRef {
  label: string;
  href: string;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export type { TocEntry } from '../mdx/toc';
