import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TendencyChart } from './tendency-chart.tsx';

// uPlot reads the pixel ratio through matchMedia when it loads, before any test runs, and builds its
// lines as Path2D objects, which jsdom lacks too.
vi.hoisted(() => {
  class FakePath2D {
    moveTo() {}
    lineTo() {}
    arc() {}
    rect() {}
    closePath() {}
    bezierCurveTo() {}
    addPath() {}
  }
  Object.defineProperty(globalThis, 'Path2D', { configurable: true, value: FakePath2D });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
  });
});

// jsdom has no canvas: a context that accepts every call and records the band and point drawing.
const calls: string[] = [];
function fakeContext(): CanvasRenderingContext2D {
  return new Proxy({} as CanvasRenderingContext2D, {
    get: (target, key: string) => {
      if (key in target) return (target as unknown as Record<string, unknown>)[key];
      if (key === 'measureText') return () => ({ width: 10 });
      return () => {
        calls.push(key);
      };
    },
    set: (target, key: string, value) => {
      (target as unknown as Record<string, unknown>)[key] = value;
      return true;
    },
  });
}

beforeEach(() => {
  calls.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as never);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const series = {
  code: 'GLU',
  name: '空腹血糖',
  unit: 'mmol/L',
  points: [
    { examDate: '2023-04-15', sysCenterName: '甲中心', value: 5.8, flag: '' as const },
    { examDate: '2024-06-08', sysCenterName: '乙中心', value: 6.3, flag: 'H' as const },
  ],
  band: { low: 3.9, high: 6.1 },
  min: 3.5,
  max: 6.5,
};

describe('TendencyChart', () => {
  it('draws the band and the abnormal point on a canvas, and goes away with the page', async () => {
    const { container, unmount } = render(<TendencyChart series={series} label="空腹血糖趋势图" />);
    expect(container.querySelector('[role="img"][aria-label="空腹血糖趋势图"] canvas')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toContain('fillRect');
    expect(calls).toContain('arc');
    unmount();
    expect(container.querySelector('canvas')).toBeNull();
  });
});
