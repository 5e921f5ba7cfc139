/**
 * The two axe runs of the end-to-end suite, written once:
 * - `fullAudit`: every WCAG 2.x A/AA rule (2.2 AA included), the best practices and WCAG 2.5.3's
 *   label-content-name-mismatch; every violation fails, whatever its impact.
 * - `seriousViolations`: the WCAG 2.x A/AA rules, serious and critical violations only (the layout suite's
 *   pages outside the sitemap: the 404 page, the search page, the team pages).
 * Both run inside the page (fixtures `axeOn`).
 */
import type { Page } from '@playwright/test';
import { axeOn } from '../fixtures';

const FULL_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AuditOptions {
  /** Only these rules (colour contrast in the second theme). */
  only?: string[];
  /** Rules set aside, each with a KNOWN DEFECT comment where it is passed. */
  known?: string[];
}

export async function fullAudit(page: Page, label: string, options: AuditOptions = {}): Promise<string[]> {
  const builder = axeOn(page);
  if (options.only) builder.withRules(options.only);
  else
    builder.withTags(FULL_TAGS).options({
      rules: {
        'label-content-name-mismatch': { enabled: true },
        ...Object.fromEntries((options.known ?? []).map((rule) => [rule, { enabled: false }])),
      },
    });
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${label} ${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Which audit a (width, theme) gets. The themes differ in colours only, so every rule runs once at each audited
 * width and colour contrast, the one rule a theme changes, also in the other theme: 1440 px every rule in light
 * and contrast in dark, 390 px every rule in dark and contrast in light. That spares half the work of four full
 * runs and still covers each rule at both widths and contrast in all four.
 */
export const AUDIT_PLAN: readonly { width: number; theme: 'light' | 'dark'; kind: 'full' | 'contrast' }[] = [
  { width: 1440, theme: 'light', kind: 'full' },
  { width: 1440, theme: 'dark', kind: 'contrast' },
  { width: 390, theme: 'dark', kind: 'full' },
  { width: 390, theme: 'light', kind: 'contrast' },
];

/** Runs the plan's audit for one width and theme, if it has one. */
export async function plannedAudit(
  page: Page,
  what: string,
  width: number,
  theme: string,
  known: string[] = [],
): Promise<string[]> {
  const kind = AUDIT_PLAN.find((run) => run.width === width && run.theme === theme)?.kind;
  if (!kind) return [];
  const label = `${what} ${width}px ${theme}:`;
  return kind === 'full'
    ? fullAudit(page, label, { known })
    : fullAudit(page, label, { only: ['color-contrast'] });
}
