import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { reportTendencyOptions } from '../api/reports.ts';
import { FlagMark } from '../components/flag-mark.tsx';
import { TendencyChart } from '../components/tendency-chart.tsx';
import { useReportId } from '../components/use-report-id.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.tendency;

/**
 * /report/tendency/:id: one indicator across every report of the person (any centre), on a line
 * with its reference band. The server picks the first abnormal indicator until one is chosen.
 */
export function TendencyPage() {
  const id = useReportId();
  const [code, setCode] = useState<string | null>(null);
  const tendency = useQuery({
    ...reportTendencyOptions(id ?? 0, code),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  if (id === null) return <StatusPage title={copy.detail.badId} />;
  if (tendency.isPending) return <LoadingBlock />;
  if (tendency.isError) return <LoadError error={tendency.error} onRetry={() => void tendency.refetch()} />;
  const { indicators, series } = tendency.data;
  const chosen = tendency.data.code;
  if (indicators.length === 0) return <StatusPage title={text.empty} />;
  return (
    <div className="tendency-page">
      <section className="report-block" aria-label={text.pick}>
        <h3>{text.pick}</h3>
        <Selector
          columns={3}
          options={indicators.map((i) => ({ label: i.name, value: i.code }))}
          value={chosen ? [chosen] : []}
          onChange={(values) => {
            const next = values[0];
            if (next) setCode(next);
          }}
        />
      </section>
      {series ? (
        <section className="report-block" aria-label={series.name}>
          <h3>
            {series.name}
            {series.unit ? `（${series.unit}）` : ''}
          </h3>
          <p className="tendency-band">{text.band(series.band.low, series.band.high)}</p>
          <TendencyChart series={series} label={text.chartLabel(series.name)} />
          <table className="report-table">
            <caption>{text.points}</caption>
            <tbody>
              {[...series.points].reverse().map((p) => (
                <tr
                  key={`${p.examDate}-${p.sysCenterName}`}
                  className={p.flag ? 'report-row-abnormal' : undefined}
                >
                  <th scope="row">{p.examDate}</th>
                  <td>{p.sysCenterName}</td>
                  <td>
                    {p.value} <FlagMark flag={p.flag} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <StatusPage title={text.none} />
      )}
    </div>
  );
}
