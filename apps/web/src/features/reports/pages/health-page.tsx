import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { healthEvaluationOptions } from '../api/reports.ts';
import { useReportId } from '../components/use-report-id.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.health;
const LEVEL_CLASS: Record<string, string> = { 低: 'risk-low', 中: 'risk-medium', 高: 'risk-high' };
// A system the report measured nothing of is shown as such, never as 低风险.
const levelText = (level: string | null) => (level ? text.levels[level] : text.notMeasured);
const levelClass = (level: string | null) => (level ? LEVEL_CLASS[level] : 'risk-none');

/** /report/health/:id: the risk of each body system (低/中/高) with the indicators behind it and advice. */
export function HealthPage() {
  const id = useReportId();
  const health = useQuery({ ...healthEvaluationOptions(id ?? 0), enabled: id !== null });
  if (id === null) return <StatusPage title={copy.detail.badId} />;
  if (health.isPending) return <LoadingBlock />;
  if (health.isError) return <LoadError error={health.error} onRetry={() => void health.refetch()} />;
  const evaluation = health.data;
  return (
    <div className="health-page">
      <header className={`health-overall ${levelClass(evaluation.overall)}`}>
        <span>{text.overall}</span>
        <strong>{levelText(evaluation.overall)}</strong>
        <p>
          {evaluation.name} · {text.basis(evaluation.examDate, evaluation.sysCenterName)}
        </p>
      </header>
      <ul className="health-systems">
        {evaluation.systems.map((s) => (
          <li key={s.system} className="health-system" aria-label={`${s.system} ${levelText(s.level)}`}>
            <div className="health-system-head">
              <span className="health-system-name">{s.system}</span>
              <span className={`risk-badge ${levelClass(s.level)}`}>{levelText(s.level)}</span>
            </div>
            {s.drivers.length > 0 ? (
              <p className="health-drivers">
                {text.drivers}：{s.drivers.map((d) => `${d.name} ${d.value}`).join('；')}
              </p>
            ) : null}
            <ul className="health-advice">
              {s.advice.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="health-note">{text.note}</p>
    </div>
  );
}
