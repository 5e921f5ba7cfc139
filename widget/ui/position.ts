/** Keeps a box of the given size inside the current viewport; coordinates are page coordinates. */
export function clampToViewport(x: number, y: number, width: number, height: number) {
  const margin = 8;
  const minX = window.scrollX + margin;
  const minY = window.scrollY + margin;
  const maxX = window.scrollX + window.innerWidth - width - margin;
  const maxY = window.scrollY + window.innerHeight - height - margin;
  return { x: Math.max(minX, Math.min(x, maxX)), y: Math.max(minY, Math.min(y, maxY)) };
}
