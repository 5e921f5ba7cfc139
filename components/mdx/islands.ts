/**
 * The interactive parts of a guide that are React components (islands): in the static HTML of a guide
 * (scripts/build-prose.mts) each is a `<div data-island="<name>" data-props="<JSON>">` holding its own server
 * rendering, and components/docs/prose-enhance.ts hydrates each one as a root of its own. Everything else in the
 * page's <main> is plain HTML (tabs and copy buttons work by delegated handlers).
 */
import type { ComponentType } from 'react';
import { PageActionsMenu } from '../docs/page-actions.client';
import { Mermaid } from './mermaid.client';
import { QueryRunner } from './query-runner-launcher.client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are the JSON the static HTML carries
export const ISLANDS: Record<string, ComponentType<any>> = {
  mermaid: Mermaid,
  'query-runner': QueryRunner,
  // Not MDX: the menu beside a guide's title (components/docs/guide-main.tsx).
  'page-actions': PageActionsMenu,
};

/** The component name of each island, as MDX names it. */
export const ISLAND_COMPONENTS: Record<string, string> = { Mermaid: 'mermaid', QueryRunner: 'query-runner' };

/** The prefix of an island's useId identifiers, the same in its server rendering and its hydration. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
