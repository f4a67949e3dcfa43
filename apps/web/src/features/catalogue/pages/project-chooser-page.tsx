import {
  type ExamineeProfile,
  type Project,
  type ProjectId,
  projectPriceText,
  type Recommendations,
} from '@tijian/domain';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { type BookingType, confirmPath, isBookingType, useBookingDraft } from '@/features/draft/index.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { NotFoundPage } from '@/shared/ui/not-found-page.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { BookingGate } from '../components/booking-gate.tsx';
import { PriceFooter } from '../components/price-footer.tsx';
import { ProjectDetailPopup } from '../components/project-detail-popup.tsx';
import { byClass, ProjectList, ProjectSection } from '../components/project-group.tsx';
import { ProjectRow } from '../components/project-row.tsx';
import { type BookingContext, type ReadyPlan, useBookingPlan } from '../components/use-booking-plan.ts';
import { usePlanActions } from '../components/use-plan-actions.ts';
import * as copy from '../copy.ts';
import './plan-pages.css';

type TabKey = 'recommend' | 'all' | 'special';

/** Spec 2 screen 8: choose items by hand, by recommendation, class or special screening. */
export function ProjectChooserPage() {
  const { type } = useParams();
  if (!isBookingType(type)) return <NotFoundPage />;
  return <BookingGate type={type}>{(ctx) => <Chooser ctx={ctx} />}</BookingGate>;
}

function Chooser({ ctx }: { ctx: BookingContext }) {
  const booking = useBookingPlan(ctx);
  const target = confirmPath(ctx.type, useBookingDraft.getState().instanceId);
  useLeaveOnlyToConfirm(target);
  return (
    <QueryView query={booking}>
      {(ready) => <ChooserLists booking={ready} examinee={ctx.examinee} type={ctx.type} target={target} />}
    </QueryView>
  );
}

/**
 * Spec 4: leaving the chooser is allowed only toward the confirm page. The header's back arrow, the
 * browser's back and any other link land there instead (a session that ended still goes to login).
 */
function useLeaveOnlyToConfirm(target: string) {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith('/appointment/confirm/') &&
      nextLocation.pathname !== '/login',
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    navigate(target, { replace: true });
  }, [blocker, navigate, target]);
}

const LEVELS = [
  { key: 'basePackagePros', name: copy.plan.levels.base, star: 5 },
  { key: 'rulePackagePros', name: copy.plan.levels.must, star: 4 },
  { key: 'lastRulePackagePros', name: copy.plan.levels.precise, star: 3 },
  { key: 'thoroughRulePackagePros', name: copy.plan.levels.thorough, star: 2 },
] as const satisfies readonly { key: keyof Recommendations; name: string; star: number }[];

/** What the examinee can be offered: shown items of their sex and marital status, not group headings. */
function offeredTo(examinee: ExamineeProfile, feeId: ProjectId | null) {
  return (p: Project) =>
    p.visible === 1 &&
    p.typable === 0 &&
    p.id !== feeId &&
    (p.sex === 'common' || p.sex === examinee.sexCode) &&
    (p.marriage === 'any' || examinee.marryStateCode === 'married');
}

function ChooserLists({
  booking,
  examinee,
  type,
  target,
}: {
  booking: ReadyPlan;
  examinee: ExamineeProfile;
  type: BookingType;
  target: string;
}) {
  const { ix, plan, recommendations, recommended, checkedSet, summary } = booking;
  const navigate = useNavigate();
  const fromConfirm = Boolean((useLocation().state as { fromConfirm?: boolean } | null)?.fromConfirm);
  const actions = usePlanActions(ix, recommended);
  const [tab, setTab] = useState<TabKey>('recommend');
  const [query, setQuery] = useState('');
  const [info, setInfo] = useState<Project | null>(null);
  const top = useFixedTop();

  const offered = useMemo(
    () => ix.catalogue.projects.filter(offeredTo(examinee, ix.catalogue.materialFeeProjectId)),
    [ix, examinee],
  );
  const starOf = useMemo(() => {
    const stars = new Map<ProjectId, number>();
    // The highest level an item is recommended at gives its stars.
    for (const level of [...LEVELS].reverse())
      for (const id of recommendations[level.key]) stars.set(id, level.star);
    return (p: Project) => stars.get(p.id) ?? p.star;
  }, [recommendations]);
  const recommendedSet = useMemo(() => new Set(recommended), [recommended]);
  const baseSet = useMemo(() => new Set(recommendations.basePackagePros), [recommendations]);

  const term = query.trim();

  const sections = useMemo(() => {
    const shown = offered.filter((p) => term === '' || p.item.includes(term));
    if (tab === 'recommend') {
      const byId = new Map(shown.map((p) => [p.id, p]));
      const placed = new Set<ProjectId>();
      return LEVELS.map((level) => ({
        key: level.key,
        title: level.name,
        projects: recommendations[level.key].flatMap((id) => {
          const p = byId.get(id);
          if (!p || placed.has(id)) return [];
          placed.add(id);
          return [p];
        }),
      })).filter((s) => s.projects.length > 0);
    }
    return byClass(
      ix.catalogue.classes,
      tab === 'special' ? shown.filter((p) => p.specialScreening === 1) : shown,
    );
  }, [offered, term, tab, recommendations, ix]);

  const groupName = (parentId: ProjectId) => ix.projects.get(parentId)?.item ?? null;
  const renderRow = (p: Project) => {
    const checked = checkedSet.has(p.id);
    const radio = p.parentId !== null && ix.projects.has(p.parentId);
    return (
      <ProjectRow
        project={{ id: p.id, item: p.item, star: starOf(p) }}
        mode={radio ? 'radio' : 'checkbox'}
        checked={checked}
        priceText={projectPriceText(ix, plan, p.id)}
        onToggle={() =>
          void (checked ? actions.uncheck(p.id, recommendedSet.has(p.id)) : actions.check(p.id))
        }
        onInfo={() => setInfo(p)}
      />
    );
  };

  const done = () => (fromConfirm ? navigate(-1) : navigate(target, { replace: true }));

  return (
    <div className="plan-page plan-chooser">
      <div className="plan-chooser-top" ref={top.ref}>
        <SearchBar placeholder={copy.plan.search} value={query} onChange={setQuery} />
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as TabKey);
            // Each tab's list starts at its beginning.
            window.scrollTo(0, 0);
          }}
        >
          <Tabs.Tab key="recommend" title={copy.plan.tabs.recommend} />
          <Tabs.Tab key="all" title={copy.plan.tabs.all} />
          <Tabs.Tab key="special" title={copy.plan.tabs.special} />
        </Tabs>
      </div>
      <div className="plan-chooser-lists" style={{ paddingTop: top.height }}>
        {sections.length === 0 ? (
          <EmptyList
            text={term ? copy.plan.noMatch : tab === 'recommend' ? copy.plan.noRecommend : undefined}
          />
        ) : null}
        {sections.map((section) => (
          <ProjectSection key={section.key} title={section.title}>
            <ProjectList projects={section.projects} renderRow={renderRow} groupName={groupName} />
          </ProjectSection>
        ))}
      </div>
      <PriceFooter total={summary.priceTotal} action={copy.plan.done} onAction={done} />
      <ProjectDetailPopup
        project={info}
        isBase={type !== 'product' && info !== null && baseSet.has(info.id)}
        onClose={() => setInfo(null)}
      />
    </div>
  );
}

/**
 * The search box and tabs stay in view over a long list. They are fixed under the app's header (the
 * shell's main area clips overflow, so sticky would not hold); the list starts below their height,
 * measured, so large text does not slide it underneath.
 */
function useFixedTop() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setHeight(ref.current?.offsetHeight ?? 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}
