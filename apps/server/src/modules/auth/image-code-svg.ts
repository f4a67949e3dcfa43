import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

const WIDTH = 100;
const HEIGHT = 40;

const rnd = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/**
 * Bends one glyph's outline: a random rotation, shear and scale about its centre, and every point
 * moved a little, so the same letter never has the same path twice and no template matches it.
 * opentype writes absolute M/L/Q/C/Z commands, so every number pair is a point.
 */
function distortGlyph(d: string): string {
  const numbers = [...d.matchAll(/-?\d*\.?\d+/g)].map((m) => Number(m[0]));
  let cx = 0;
  let cy = 0;
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    cx += numbers[i]!;
    cy += numbers[i + 1]!;
  }
  const points = Math.max(1, Math.floor(numbers.length / 2));
  cx /= points;
  cy /= points;
  const angle = rnd(-0.35, 0.35);
  const shear = rnd(-0.25, 0.25);
  const scale = rnd(0.9, 1.1);
  const [cos, sin] = [Math.cos(angle) * scale, Math.sin(angle) * scale];
  const move = (x: number, y: number) => {
    const dx = x - cx + shear * (y - cy);
    const dy = y - cy;
    const nx = cx + dx * cos - dy * sin + rnd(-0.2, 0.2);
    const ny = cy + dx * sin + dy * cos + rnd(-0.2, 0.2);
    return `${nx.toFixed(2)} ${ny.toFixed(2)}`;
  };
  const out: string[] = [];
  let pending: number | undefined;
  for (const [token] of d.matchAll(/[A-Za-z]|-?\d*\.?\d+/g)) {
    if (/[A-Za-z]/.test(token)) {
      out.push(token);
    } else if (pending === undefined) {
      pending = Number(token);
    } else {
      out.push(move(pending, Number(token)));
      pending = undefined;
    }
  }
  return out.join(' ');
}

/**
 * Draws the code as glyph outlines (svg-captcha: no <text>, no letters in the markup), each bent at
 * random, under and over curved noise lines, in random order.
 */
export function renderImageCode(code: string): string {
  const svg = (svgCaptcha as unknown as (text: string, options: object) => string)(code, {
    width: WIDTH,
    height: HEIGHT,
    fontSize: 40,
    noise: 4,
    color: true,
    background: '#f3f6fa',
  });
  // Dark glyphs on the light ground: svg-captcha's random colours are sometimes too pale to read.
  return svg.replace(
    /<path fill="[^"]+" d="([^"]+)"\/>/g,
    (_m: string, d: string) => `<path fill="hsl(${randomInt(0, 360)},65%,32%)" d="${distortGlyph(d)}"/>`,
  );
}
