/** A label no earlier run used (tests share servers and databases, so each writes its own marked rows). */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
