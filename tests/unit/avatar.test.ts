import { avatarSvg } from '@/lib/avatar';

describe('generated avatars', () => {
  it('draw the same picture for the same seed and different ones for different seeds', () => {
    expect(avatarSvg('anon-1')).toBe(avatarSvg('anon-1'));
    const pictures = new Set(['anon-1', 'anon-2', 'anon-3', 'team-ada', 'x'].map(avatarSvg));
    expect(pictures.size).toBe(5);
  });

  it('is a mirrored 5x5 SVG that never includes the seed text', () => {
    const svg = avatarSvg('<script>alert(1)</script>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('script');
    const cells = [...svg.matchAll(/<rect x="(\d)" y="(\d)"/g)].map((m) => `${m[1]},${m[2]}`);
    for (const cell of cells) {
      const [x, y] = cell.split(',').map(Number);
      expect(cells).toContain(`${4 - x!},${y}`);
    }
  });
});
