import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isSpecificCentre, plainLabel } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Centre } from '@/features/centre/index.ts';
import {
  CentrePicker,
  getConfigInfoQueryOptions,
  resetCurrentCentre,
  useConfigInfo,
} from '@/features/centre/index.ts';
import { specialEntry, specialPackagesEntryOptions } from '@/features/special-packages/index.ts';
import { useElderMode } from '@/shared/lib/elder-mode.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { ElderModeSwitch } from '@/shared/ui/elder-mode-switch.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { type HealthToolCounts, useHealthToolCounts } from '../api/get-health-tool-counts.ts';
import { type PlatformVisits, useRecordPlatformVisit } from '../api/record-platform-visit.ts';
import * as copy from '../copy.ts';
import { optionsFor, productListPath } from '../entrance-options.ts';
import './entrance-page.css';

const text = copy.entrance;

// Counts one visit per time the page opens (a ref survives StrictMode's repeated effects).
function usePlatformVisit(sid: string): PlatformVisits | undefined {
  const visit = useRecordPlatformVisit();
  const recorded = useRef(false);
  const { mutate } = visit;
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    mutate(sid);
  }, [mutate, sid]);
  return visit.data;
}

function Stats({ visits, tools }: { visits?: PlatformVisits; tools?: HealthToolCounts }) {
  if (!visits && !tools) return null;
  return (
    <section className="entrance-stats" aria-label={text.statsLabel}>
      {visits ? (
        <p className="entrance-visits">
          <span>{text.visits(visits.visits)}</span>
          <span>{text.bookings(visits.bookings)}</span>
        </p>
      ) : null}
      {tools ? (
        <ul className="entrance-tools">
          {(['1', '2', '3'] as const).map((key) => (
            <li key={key}>{text.toolCount(text.tools[key], tools[key] ?? 0)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Card({ title, hint, children }: { title?: string; hint?: string; children: ReactNode }) {
  return (
    <section className="entrance-card">
      {title ? <h2 className="entrance-card-title">{title}</h2> : null}
      {hint ? <p className="entrance-card-hint">{hint}</p> : null}
      <div className="entrance-card-actions">{children}</div>
    </section>
  );
}

/**
 * 专项体检 (special packages, bought outright): offered for a centre that sells any. Its list is read on
 * its own, never holding up the page; when it cannot be read the entry is simply not there.
 */
function SpecialPackagesEntry({ sysCenterId }: { sysCenterId: string }) {
  const navigate = useNavigate();
  const special = useQuery(specialPackagesEntryOptions(sysCenterId));
  const count = special.data?.list.length ?? 0;
  if (count === 0) return null;
  return (
    <Card title={specialEntry.title} hint={specialEntry.hint}>
      <Button
        color="primary"
        fill="outline"
        onClick={() => navigate(`/physical/special/list/${encodeURIComponent(sysCenterId)}`)}
      >
        {specialEntry.open(count)}
      </Button>
    </Card>
  );
}

// Spec 2 screen 4: the ways to book, strictly as the centre's configuration allows.
export function EntrancePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sid = useSessionStore((s) => s.sid);
  const specific = isSpecificCentre(sid);
  const config = useConfigInfo(specific ? sid : null);
  const tools = useHealthToolCounts(sid);
  const visits = usePlatformVisit(sid);
  // What to do once a centre is chosen, for actions that need one.
  const [afterPick, setAfterPick] = useState<((centre: Centre) => void) | null>(null);
  const elder = useElderMode();

  if (specific && config.isPending) return <LoadingBlock />;
  if (specific && config.isError)
    return <LoadError error={config.error} onRetry={() => void config.refetch()} />;

  const options = optionsFor(sid, config.data);

  // With no centre chosen, booking a package or items asks for the centre first, then continues.
  const withCentre = (then: (sysCenterId: string) => void) => {
    if (specific) then(sid);
    else setAfterPick(() => (centre: Centre) => then(centre.id));
  };

  const openPackages = (typeId: 'general' | 'special') =>
    withCentre((id) => navigate(productListPath(typeId, id)));

  const openSelfChosen = () =>
    withCentre(async (id) => {
      // The chosen centre may not offer self-chosen items; the page then shows what it offers instead.
      const chosen = id === sid ? config.data : await queryClient.fetchQuery(getConfigInfoQueryOptions(id));
      // Who is examined comes first: the examinee form, at the chosen centre.
      if (optionsFor(id, chosen).selfChosen)
        navigate(`/registerInfo/custom?sysCenterId=${encodeURIComponent(id)}`);
    });

  const chooseOtherCentre = () => {
    resetCurrentCentre();
    navigate('/main');
  };

  const centrePicker = (
    <CentrePicker
      visible={afterPick !== null}
      onChosen={(centre) => {
        const then = afterPick;
        setAfterPick(null);
        then?.(centre);
      }}
      onClose={() => setAfterPick(null)}
    />
  );

  // Elder mode: fewer steps. A package is the one way in (no questionnaire, no self-chosen items, no
  // figures to read), and booking for a parent is one tap away.
  if (elder) {
    return (
      <div className="entrance-page">
        <ElderModeSwitch />
        <p className="entrance-centre">
          {specific && config.data ? text.currentCentre(config.data.name) : text.allCentres}
        </p>
        <Card title={plainLabel(text.packagesTitle, true)} hint={text.elderPackagesHint}>
          <Button block color="primary" size="large" onClick={() => openPackages('general')}>
            {text.elderPackages}
          </Button>
        </Card>
        <Card title={text.elderFamilyTitle} hint={text.elderFamilyHint}>
          <Button
            block
            color="primary"
            fill="outline"
            size="large"
            onClick={() => navigate('/family/consent')}
          >
            {text.elderFamily}
          </Button>
        </Card>
        {centrePicker}
      </div>
    );
  }

  return (
    <div className="entrance-page">
      <ElderModeSwitch />
      <p className="entrance-centre">
        {specific && config.data ? text.currentCentre(config.data.name) : text.allCentres}
      </p>
      <Stats visits={visits} tools={tools.data} />

      {options.personalised ? (
        <Card title={text.personalisedTitle} hint={text.personalisedHint}>
          <Button color="primary" onClick={() => navigate('/physicalQuestionnaire/personal')}>
            {text.startConsult}
          </Button>
          <Button color="primary" fill="outline" onClick={() => navigate('/registerInfo/personal')}>
            {text.customisePlan}
          </Button>
        </Card>
      ) : null}

      <Card title={text.packagesTitle}>
        {options.screening1x ? (
          <Button color="primary" onClick={() => navigate(productListPath('1x', sid))}>
            {text.screening1x}
          </Button>
        ) : null}
        <Button color="primary" fill="outline" onClick={() => openPackages('general')}>
          {text.general}
        </Button>
        <Button color="primary" fill="outline" onClick={() => openPackages('special')}>
          {text.special}
        </Button>
        {options.promotions ? (
          <Button color="warning" onClick={() => navigate(productListPath('promotion', sid))}>
            {text.promotions}
          </Button>
        ) : null}
      </Card>

      {specific ? <SpecialPackagesEntry sysCenterId={sid} /> : null}

      {options.selfChosen ? (
        <Card>
          <Button block color="primary" onClick={openSelfChosen}>
            {text.selfChosen}
          </Button>
        </Card>
      ) : (
        <Card hint={text.noSelfChosen}>
          <Button color="primary" fill="outline" onClick={() => navigate(productListPath(null, sid))}>
            {text.viewPackages}
          </Button>
          <Button color="primary" onClick={chooseOtherCentre}>
            {text.otherCentre}
          </Button>
        </Card>
      )}

      {centrePicker}
    </div>
  );
}
