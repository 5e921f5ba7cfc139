/**
 * Identicon-style avatars: a 5×5 grid, mirrored left to right, coloured from a hash of the seed (FNV-1a). The
 * same seed always gives the same picture.
 */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function avatarSvg(seed: string): string {
  const h = hash(seed);
  const hue = h % 360;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((h >>> (row * 3 + col + 8)) & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) cells.push(`<rect x="${x}" y="${row}" width="1" height="1"/>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 6 6" width="48" height="48">` +
    `<rect x="-0.5" y="-0.5" width="6" height="6" fill="hsl(${hue} 40% 92%)"/>` +
    `<g fill="hsl(${hue} 55% 45%)">${cells.join('')}</g></svg>`
  );
}
