import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Messages } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Link, useNavigate } from 'react-router';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { reportKeys } from '../api/report-keys.ts';
import { type ReportSummary, reportListOptions, unlinkFamilyReports } from '../api/reports.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.list;

const SELF = '本人';
/** Relations that are not a link the person can undo. */
const OWN = new Set([SELF, '我预约的']);

interface Person {
  key: string;
  name: string;
  relation: string;
  identityCardNo: string;
  reports: ReportSummary[];
}

/**
 * The reports by person: 本人 first, then the others in the order the list gives (newest first), so the
 * latest of them leads; each person's reports newest first.
 */
export function groupByPerson(reports: readonly ReportSummary[]): Person[] {
  const people = new Map<string, Person>();
  for (const r of reports) {
    const key = `${r.relation}|${r.name}|${r.identityCardNo}`;
    const person = people.get(key) ?? {
      key,
      name: r.name,
      relation: r.relation,
      identityCardNo: r.identityCardNo,
      reports: [],
    };
    person.reports.push(r);
    people.set(key, person);
  }
  const all = [...people.values()];
  return [...all.filter((p) => p.relation === SELF), ...all.filter((p) => p.relation !== SELF)];
}

/**
 * /report/list: the reports of the account's own bookings, its claims and its linked family members,
 * by person, newest first.
 */
export function ReportListPage() {
  const reports = useQuery(reportListOptions());
  if (reports.isPending) return <LoadingBlock />;
  if (reports.isError) return <LoadError error={reports.error} onRetry={() => void reports.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await reports.refetch())}>
      <div className="report-list-page">
        {reports.data.length === 0 ? (
          <div className="report-empty" role="status">
            <p>{Messages.emptyList}</p>
            <p className="report-empty-hint">{text.emptyHint}</p>
            <ListLinks />
          </div>
        ) : (
          <>
            {groupByPerson(reports.data).map((person) => (
              <PersonReports key={person.key} person={person} />
            ))}
            <div className="report-list-footer">
              <ListLinks />
            </div>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}

/** Where reports come from besides the account's own bookings, and who else reads them. */
function ListLinks() {
  return (
    <nav className="report-list-links" aria-label={text.addFamily}>
      <Link to="/report/claim">{text.claim}</Link>
      <Link to="/report/addFamily">{text.addFamily}</Link>
      <Link to="/report/shares">{text.shares}</Link>
    </nav>
  );
}

function PersonReports({ person }: { person: Person }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const linked = !OWN.has(person.relation);
  const unlink = async () => {
    const first = person.reports[0];
    if (!first || !(await confirmDialog(text.unlinkConfirm(person.name)))) return;
    try {
      await unlinkFamilyReports(first.id);
      showToast(text.unlinked);
      await queryClient.invalidateQueries({ queryKey: reportKeys.all });
    } catch {
      // The HTTP layer has shown why.
    }
  };
  return (
    <section className="report-person" aria-label={`${person.name}（${person.relation}）`}>
      <header className="report-person-head">
        <span className="report-person-name">{person.name}</span>
        <span className="report-relation">{person.relation}</span>
        <span className="report-person-id">{person.identityCardNo}</span>
        {linked ? (
          <Button size="mini" fill="none" onClick={unlink}>
            {text.unlink}
          </Button>
        ) : null}
      </header>
      <ul className="report-cards">
        {person.reports.map((r) => (
          <li key={r.id}>
            <button type="button" className="report-card" onClick={() => navigate(`/report/detail/${r.id}`)}>
              <span className="report-card-date">{r.examDate}</span>
              <span className="report-card-centre">{r.sysCenterName}</span>
              {r.packageName ? <span className="report-card-package">{r.packageName}</span> : null}
              <span className={r.abnormalCount > 0 ? 'report-card-abnormal' : 'report-card-normal'}>
                {text.abnormal(r.abnormalCount)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
