import { randomInt } from 'node:crypto';

/** Draws the code as a small SVG with jitter and noise lines, enough to stop naive scripts. */
export function renderImageCode(code: string): string {
  const width = 100;
  const height = 40;
  const chars = [...code]
    .map((ch, i) => {
      const x = 12 + i * 22 + randomInt(-3, 4);
      const y = 28 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="24" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${hue},50%,60%)" stroke-width="1"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f6fa"/>${lines}${chars}</svg>`;
}
