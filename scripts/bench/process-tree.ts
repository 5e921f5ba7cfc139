/** Resident memory of a process and all its descendants, read from /proc (Linux). */
import fs from 'node:fs';

function readStat(pid: number): { ppid: number; rssPages: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), rssPages: Number(fields[21]) };
  } catch {
    return undefined;
  }
}

export function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (!stat) continue;
    rss.set(pid, stat.rssPages);
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += (rss.get(pid) ?? 0) * 4096;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
