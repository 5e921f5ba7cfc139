/** Relative times as the widget shows them: 'a few secs ago', 'a min ago', '2 mins ago', 'an hour ago'… */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function phrase(seconds: number): string {
  const count = (unit: number) => Math.round(seconds / unit);
  if (seconds < 45) return 'a few secs';
  if (seconds < 90) return 'a min';
  if (seconds < 45 * MINUTE) return `${count(MINUTE)} mins`;
  if (seconds < 90 * MINUTE) return 'an hour';
  if (seconds < 22 * HOUR) return `${count(HOUR)} hours`;
  if (seconds < 36 * HOUR) return 'a day';
  if (seconds < 26 * DAY) return `${count(DAY)} days`;
  if (seconds < 46 * DAY) return 'a month';
  if (seconds < 320 * DAY) return `${Math.max(2, count(30.4375 * DAY))} months`;
  if (seconds < 548 * DAY) return 'a year';
  return `${Math.max(2, count(365.25 * DAY))} years`;
}

export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  return `${phrase(Math.max(0, (now - then) / 1000))} ago`;
}
