/** How a bench ends: its report written to bench-results/, and the run failed when a figure is over its budget. */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `report` (with the date and the failures) to bench-results/<name>.json, then says whether the figures are
 * within `budget` (where the limits are written, for the message) and sets a failing exit code when they are not.
 */
export function endBench(
  name: string,
  report: Record<string, unknown>,
  failures: string[],
  budget: string,
): void {
  const out = path.join(process.cwd(), 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), ...report, failures }, null, 2)}\n`,
  );
  console.log(`written to bench-results/${name}.json`);
  if (failures.length > 0) {
    console.error(`Over budget (${budget}):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log(`Within budget (${budget}).`);
}
