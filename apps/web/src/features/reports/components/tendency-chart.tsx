import type { ReportTendency } from '@tijian/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Series = NonNullable<ReportTendency['series']>;

const LINE = '#1677ff';
const ABNORMAL = '#ff3141';
const BAND = 'rgba(0, 180, 42, 0.12)';

const toSeconds = (isoDate: string) => Date.parse(`${isoDate}T00:00:00+08:00`) / 1000;
/** 2024.09 for the exam on the given instant (seconds), in Shanghai */
const examMonth = (seconds: number) =>
  new Date(seconds * 1000 + 8 * 3600_000).toISOString().slice(0, 7).replace('-', '.');

/**
 * The indicator's values by exam date with the reference band behind them (uPlot, ~50 KB: this file
 * is imported by the tendency page only, so the library stays in that page's chunk).
 */
export function TendencyChart({ series, label }: { series: Series; label: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { band, points } = series;
    const xs = points.map((p) => toSeconds(p.examDate));
    const ys = points.map((p) => p.value);
    const width = Math.max(element.clientWidth, 280);
    const plot = new uPlot(
      {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: true },
          y: { range: () => [series.min, series.max] },
        },
        axes: [
          // A tick at each exam, named by its month: yearly exams would otherwise get repeated year ticks
          // that sit between the points.
          { splits: () => xs, values: (_u, splits) => splits.map(examMonth) },
          { size: 44 },
        ],
        series: [
          {},
          {
            stroke: LINE,
            width: 2,
            points: {
              size: 8,
              fill: LINE,
            },
          },
        ],
        hooks: {
          // The band is painted under the line: the normal range at a glance.
          drawClear: [
            (u: uPlot) => {
              const top = u.valToPos(band.high ?? series.max, 'y', true);
              const bottom = u.valToPos(band.low ?? series.min, 'y', true);
              const { ctx, bbox } = u;
              ctx.save();
              ctx.fillStyle = BAND;
              ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
              ctx.restore();
            },
          ],
          // Abnormal exams are marked in red over the line's own points.
          draw: [
            (u: uPlot) => {
              const { ctx } = u;
              ctx.save();
              ctx.fillStyle = ABNORMAL;
              points.forEach((p, k) => {
                if (!p.flag) return;
                const x = u.valToPos(xs[k]!, 'x', true);
                const y = u.valToPos(ys[k]!, 'y', true);
                ctx.beginPath();
                ctx.arc(x, y, 5 * devicePixelRatio, 0, 2 * Math.PI);
                ctx.fill();
              });
              ctx.restore();
            },
          ],
        },
      },
      [xs, ys],
      element,
    );
    return () => plot.destroy();
  }, [series]);

  return <div ref={box} className="tendency-chart" role="img" aria-label={label} />;
}
