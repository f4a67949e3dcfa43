import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@tijian/contract';
import {
  addFen,
  applyUpgrade,
  checkedIds,
  droppedRecommendations,
  type EligibilityFinding,
  type ExamineeProfile,
  eligibilityFindings,
  eligibilityRules,
  type Fen,
  fastingWindowOf,
  findUpgrade,
  formatYuan,
  type Plan,
  type Project,
  type ProjectId,
  parseCountList,
  priceSummary,
  projectPriceText,
  refusedFindings,
  SpecialCentre,
  type UpgradeRule,
  upgradeHintPhones,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCentre } from '@/features/centre/index.ts';
import { chooserPath, isBookingType, submitPath, useBookingDraft } from '@/features/draft/index.ts';
import { orderIdOf, submitOrder } from '@/features/order/index.ts';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';
import { confirmDialog, showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { NotFoundPage } from '@/shared/ui/not-found-page.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useMaterialsFee } from '../api/get-materials-fee.ts';
import { tell } from '../components/ask-confirm.ts';
import { BookingGate } from '../components/booking-gate.tsx';
import { DisclaimerPopup, hasDisclaimer } from '../components/disclaimer-popup.tsx';
import { DroppedWarningDialog } from '../components/dropped-warning-dialog.tsx';
import { EDIT_MARK, EditOrderGate } from '../components/edit-order-gate.tsx';
import { groupFindings, removeRefused } from '../components/eligibility.ts';
import { eligibilityCopy } from '../components/eligibility-copy.ts';
import { type HistoryEntry, HistorySheet } from '../components/history-sheet.tsx';
import { PreExamSection } from '../components/pre-exam-section.tsx';
import { PriceFooter } from '../components/price-footer.tsx';
import { ProjectDetailPopup } from '../components/project-detail-popup.tsx';
import { byClass, Collapsible, ProjectList, ProjectSection } from '../components/project-group.tsx';
import { ProjectRow } from '../components/project-row.tsx';
import { askRemoveRefused } from '../components/refused-dialog.tsx';
import { StepBar } from '../components/step-bar.tsx';
import { UpgradeDialog } from '../components/upgrade-dialog.tsx';
import { type BookingContext, type ReadyPlan, useBookingPlan } from '../components/use-booking-plan.ts';
import { useMaterialsFeeFailure } from '../components/use-materials-fee-failure.ts';
import { usePlanActions } from '../components/use-plan-actions.ts';
import * as copy from '../copy.ts';
import { editCopy } from '../edit-copy.ts';
import './plan-pages.css';
import { useElderMode } from '@/shared/lib/elder-mode.ts';

/** Spec 2 screen 9: the items of the plan, their prices, and the way on to the date. */
export function ConfirmItemsPage() {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  if (!isBookingType(type)) return <NotFoundPage />;
  // Edit mode: the id is the booked order's, and Next saves its items (_BIZCODE 0001).
  if (search.get('type') === 'edit') {
    return (
      <EditOrderGate type={type} orderId={orderIdOf(id)}>
        {(ctx, order) => <ConfirmItems ctx={ctx} edit={order} />}
      </EditOrderGate>
    );
  }
  return <BookingGate type={type}>{(ctx) => <ConfirmItems ctx={ctx} />}</BookingGate>;
}

function ConfirmItems({ ctx, edit }: { ctx: BookingContext; edit?: OrderDetail }) {
  const booking = useBookingPlan(ctx);
  return (
    <QueryView query={booking}>{(ready) => <ConfirmLists booking={ready} ctx={ctx} edit={edit} />}</QueryView>
  );
}

type DeleteMode = 'base' | 'custom' | null;

function ConfirmLists({
  booking,
  ctx,
  edit,
}: {
  booking: ReadyPlan;
  ctx: BookingContext;
  edit?: OrderDetail;
}) {
  const { ix, plan, product, recommended, mustKeep, checked, summary } = booking;
  const { sysCenterId, type, examinee } = ctx;
  const navigate = useNavigate();
  // Elder mode: the package as it is, no self-chosen items to add (fewer steps, issue 24).
  const elder = useElderMode();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const centre = useCentre(sysCenterId).data;
  const actions = usePlanActions(ix, recommended);
  const draft = useBookingDraft;

  const [deleteMode, setDeleteMode] = useState<DeleteMode>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [dropped, setDropped] = useState<Project[]>([]);
  // The dropped recommendations the person went back to reconsider: listed in the history sheet too.
  const [reconsider, setReconsider] = useState<ProjectId[]>([]);
  const [upgrade, setUpgrade] = useState<UpgradeRule | null>(null);
  const [info, setInfo] = useState<{ project: Project; base: boolean } | null>(null);
  const conditions = useBookingDraft((s) => s.conditions);
  const lockedConditions = useBookingDraft((s) => s.questionnaireConditions);

  const feeId = ix.catalogue.materialFeeProjectId;
  const showPrices = ix.catalogue.showProjectPrice !== '0';
  const name = (id: ProjectId) => ix.projects.get(id)?.item ?? id;

  // The package's items (or the base pack), with what was swapped in for them; the rest was added.
  const { baseItems, customItems } = useMemo(() => {
    const baseIds = new Set<ProjectId>([...plan.base, ...Object.values(plan.replaced)]);
    const base: Project[] = [];
    const custom: Project[] = [];
    for (const id of checked) {
      const p = ix.projects.get(id);
      if (!p || id === feeId) continue;
      (baseIds.has(id) ? base : custom).push(p);
    }
    return { baseItems: base, customItems: custom };
  }, [ix, plan, checked, feeId]);

  // Centre 00-77: the consumables are one fee, as the server reckons it (the same rule as the total's).
  const feeIds = useMemo(() => checked.filter((id) => id !== feeId), [checked, feeId]);
  const fee = useMaterialsFee(sysCenterId, feeIds, feeId !== null);
  useMaterialsFeeFailure(fee.isError);
  const feeAmount: Fen = fee.data?.returnData.price ?? summary.materialPrice;
  const total: Fen = addFen(summary.priceTotal, (feeAmount - summary.materialPrice) as Fen);

  // Pre-exam eligibility of what is checked now, for this examinee and what they declared.
  const findingsOf = (p: Plan, declared: readonly string[]): EligibilityFinding[] =>
    eligibilityFindings(
      checkedIds(ix, p).flatMap((id) => {
        const project = ix.projects.get(id);
        return project && id !== feeId ? [project] : [];
      }),
      examinee,
      declared,
    );
  // The notices shown here: the fasting one names the centre's fasting window, as every screen does.
  const fastingStart = centre?.fastingCheckStart;
  const fastingEnd = centre?.fastingCheckEnd;
  const rules = useMemo(
    () => eligibilityRules(fastingStart && fastingEnd ? fastingWindowOf(fastingStart, fastingEnd) : null),
    [fastingStart, fastingEnd],
  );
  const findings = useMemo(
    () => eligibilityFindings([...baseItems, ...customItems], examinee, conditions, rules),
    [baseItems, customItems, examinee, conditions, rules],
  );
  const refusedReasons = useMemo(() => {
    const byId = new Map<ProjectId, string>();
    for (const f of refusedFindings(findings)) if (!byId.has(f.projectId)) byId.set(f.projectId, f.reason);
    return byId;
  }, [findings]);

  const history = useMemo((): HistoryEntry[] => {
    const now = new Set(checked);
    const deleted = new Set(plan.deleted);
    const ids = [...new Set([...[...plan.history].reverse(), ...plan.deleted, ...reconsider])];
    return ids.flatMap((id) => {
      const p = ix.projects.get(id);
      if (!p || now.has(id)) return [];
      return [{ project: p, deleted: deleted.has(id), priceText: projectPriceText(ix, plan, id) }];
    });
  }, [ix, plan, checked, reconsider]);

  const disclaimer = centre?.disclaimer;
  // Centre 00-07 shows a hint before Next and words the upgrade as 提前预约 (spec 9).
  const isHintCentre = sysCenterId === SpecialCentre.upgradeHint;

  // Spec 4 "Confirm-items: on Next", in its order; each step reads the draft as it is now.
  // A list emptied in delete mode has no toggle left to end it: the mode ends with the list.
  const activeDeleteMode: DeleteMode =
    (deleteMode === 'base' && baseItems.length === 0) || (deleteMode === 'custom' && customItems.length === 0)
      ? null
      : deleteMode;

  const next = async () => {
    if (activeDeleteMode !== null) return setDeleteMode(null);
    const state = draft.getState();
    const current = state.plan ?? plan;
    if (checkedIds(ix, current).length === 0 && current.productId === null) {
      return showToast(copy.plan.empty, 2000);
    }
    // Refused items stop Next: removed through the rules, or the person goes back.
    const refused = refusedFindings(findingsOf(current, state.conditions));
    if (refused.length > 0) {
      if (!(await askRemoveRefused(refused))) return;
      const result = removeRefused(
        ix,
        draft.getState().plan ?? current,
        (p) => refusedFindings(findingsOf(p, state.conditions)).map((f) => f.projectId),
        recommended,
      );
      state.setPlan(result.plan);
      if (result.kept.length > 0) {
        return tell({
          title: copy.plan.hintTitle,
          content: `${eligibilityCopy.cannotRemove}${result.kept.map((k) => k.message).join('；')}`,
          confirmText: copy.plan.gotIt,
        });
      }
    }
    if (isHintCentre && !state.centreHintShown) {
      state.markCentreHintShown();
      await tell({ title: copy.plan.hintTitle, content: copy.plan.centreHint, confirmText: copy.plan.gotIt });
    }
    afterHint();
  };

  const afterHint = () => {
    const state = draft.getState();
    if (!state.droppedAcknowledged && type !== 'product' && state.plan) {
      const left = droppedRecommendations(ix, state.plan, mustKeep);
      if (left.length > 0 && hasDisclaimer(disclaimer)) return setDropped(left);
    }
    afterDropped();
  };

  const afterDropped = () => {
    const state = draft.getState();
    if (!state.upgraded && type !== 'product' && state.plan) {
      const rule = findUpgrade(
        ix,
        state.plan,
        priceSummary(ix, state.plan, product ? { product } : undefined),
      );
      // An upgrade that would add an item refused for this examinee is not offered.
      if (
        rule &&
        !refusesAny(
          parseCountList(rule.upgradeExpress).map((e) => e.id),
          state.conditions,
        )
      ) {
        return setUpgrade(rule);
      }
    }
    finish();
  };

  // A new booking goes on to the date; an edit saves the items and goes back to the order.
  const finish = () => (edit ? void saveEdit(edit) : navigate(submitPath(sysCenterId)));

  const saveEdit = async (order: OrderDetail) => {
    const state = draft.getState();
    const current = state.plan ?? plan;
    const priced = (p: Plan) => priceSummary(ix, p, product ? { product } : undefined).priceTotal;
    const price = priced(current);
    // Spec 4 "Confirm-items: on Next", edit mode: a changed total is confirmed before it is sent.
    if (price !== priced(order.plan) && !(await confirmDialog(editCopy.priceChanged(price)))) return;
    setSaving(true);
    const saved = await submitOrder({
      _BIZCODE: '0001',
      id: order.id,
      idempotencyKey: crypto.randomUUID(),
      sysCenterId: order.sysCenterId,
      name: order.name,
      marryStateCode: order.marryStateCode,
      age: order.age,
      sexCode: order.sexCode,
      boCellPhoneNo: order.boCellPhoneNo,
      identityCardNo: order.identityCardNo,
      plan: current,
      bookingType: order.bookingType,
      price,
      boExaminationDate: order.boExaminationDate,
      boExaminationTimeNo: order.boExaminationTimeNo,
      payType: order.payType,
      conditions: state.conditions,
    })
      // A refusal has been shown by the HTTP layer; the person stays on the items.
      .catch(() => null)
      .finally(() => setSaving(false));
    if (!saved) return;
    // The edit is over: the gate empties the draft once this page is gone (see EditOrderGate).
    sessionStorage.removeItem(EDIT_MARK);
    // The order's detail, its list and the wallet are cached by other features: all of it may have moved.
    await queryClient.invalidateQueries({ queryKey: USER_DATA_KEY });
    showToastOnNextPage(editCopy.saved);
    navigate(`/order/personal/${order.sysCenterId}/${order.id}`, { replace: true });
  };

  const refusesAny = (ids: ProjectId[], declared: readonly string[]) => {
    const projects = ids.flatMap((id) => ix.projects.get(id) ?? []);
    return refusedFindings(eligibilityFindings(projects, examinee, declared)).length > 0;
  };

  const doUpgrade = () => {
    const state = draft.getState();
    if (!upgrade || !state.plan) return;
    state.setPlan(applyUpgrade(ix, state.plan, upgrade));
    state.markUpgraded();
    setUpgrade(null);
    finish();
  };

  const toggleDelete = (group: 'base' | 'custom') => setDeleteMode((m) => (m === group ? null : group));

  const renderRow = (group: 'base' | 'custom') => (p: Project) => {
    const refusedReason = refusedReasons.get(p.id);
    const tags: { text: string; tone: 'refuse' | 'notice' }[] = [];
    if (p.fastingCheck === 1) tags.push({ text: eligibilityCopy.fastingTag, tone: 'notice' });
    if (refusedReason) tags.push({ text: eligibilityCopy.refusedTag, tone: 'refuse' });
    const row = (
      <>
        <ProjectRow
          project={p}
          mode="none"
          priceText={projectPriceText(ix, plan, p.id)}
          tags={tags}
          onInfo={() => setInfo({ project: p, base: group === 'base' && type !== 'product' })}
        />
        {refusedReason ? <p className="project-row-note project-row-note-refuse">{refusedReason}</p> : null}
      </>
    );
    if (activeDeleteMode !== group) return row;
    return (
      <div className="plan-row-with-action">
        {row}
        <Button
          size="mini"
          color="danger"
          fill="outline"
          aria-label={copy.plan.remove(p.item)}
          onClick={() => void actions.uncheck(p.id, true)}
        >
          {copy.plan.deleteMode}
        </Button>
      </div>
    );
  };

  // A package is priced as a whole (its discount, its swaps), so its classes show no list-price sums.
  const showClassPrices = (group: 'base' | 'custom') => showPrices && !(group === 'base' && product);

  const classGroups = (items: Project[], group: 'base' | 'custom') =>
    byClass(ix.catalogue.classes, items).map((section) => (
      <div key={section.key} className="plan-class">
        <p className="plan-class-title">
          <span>{section.title}</span>
          {showClassPrices(group) ? (
            <span className="plan-class-price">
              {formatYuan(addFen(...section.projects.map((p) => p.price)))}
            </span>
          ) : null}
        </p>
        <ProjectList projects={section.projects} renderRow={renderRow(group)} collapse={group === 'base'} />
      </div>
    ));

  const deleteToggle = (group: 'base' | 'custom', title: string) => (
    <button
      type="button"
      className="plan-section-action"
      aria-pressed={activeDeleteMode === group}
      aria-label={copy.plan.deleteModeLabel(title)}
      onClick={() => toggleDelete(group)}
    >
      {activeDeleteMode === group ? copy.plan.deleteDone : copy.plan.deleteMode}
    </button>
  );

  const baseTitle = product
    ? copy.plan.packageGroup
    : type === 'customize'
      ? copy.plan.schemeGroup
      : copy.plan.baseGroup;
  const lines: { key: string; label: string; amount: Fen }[] = [];
  if (product && centre?.showPackagePrice !== 0) {
    lines.push({ key: 'product', label: copy.plan.summary.product, amount: summary.productPrice });
  }
  if (summary.replacePrice > 0)
    lines.push({ key: 'replace', label: copy.plan.summary.replace, amount: summary.replacePrice });
  // Without a package the base pack (or the questionnaire's plan) is its own line, under its section's
  // name; 自选项目 are only the items chosen on top of it.
  if (!product) lines.push({ key: 'base', label: baseTitle, amount: summary.basePackPrice });
  const chosenPrice = (summary.customPrice - summary.basePackPrice) as Fen;
  if (chosenPrice > 0 || !product) {
    lines.push({ key: 'custom', label: copy.plan.summary.custom, amount: chosenPrice });
  }
  if (feeAmount > 0 || summary.materials.length > 0) {
    lines.push({
      key: 'materials',
      label: feeId ? copy.plan.materialFee : copy.plan.summary.materials,
      amount: feeAmount,
    });
  }

  return (
    <div className="plan-page plan-confirm">
      <StepBar current={0} />
      <ExamineeLine examinee={examinee} />
      <PreExamSection
        sexCode={examinee.sexCode}
        conditions={conditions}
        locked={lockedConditions}
        groups={groupFindings(findings)}
        onChange={(next) => draft.getState().setConditions(next)}
      />

      {baseItems.length > 0 || plan.base.length > 0 ? (
        <ProjectSection
          title={baseTitle}
          aside={product?.packageName}
          action={baseItems.length > 0 ? deleteToggle('base', baseTitle) : null}
        >
          {classGroups(baseItems, 'base')}
        </ProjectSection>
      ) : null}

      {elder && customItems.length === 0 ? null : (
        <ProjectSection
          title={copy.plan.customGroup}
          action={customItems.length > 0 ? deleteToggle('custom', copy.plan.customGroup) : null}
        >
          {customItems.length === 0 ? <p className="plan-empty">{copy.plan.noCustom}</p> : null}
          {classGroups(customItems, 'custom')}
          {elder ? null : (
            <div className="plan-confirm-links">
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() => navigate(chooserPath(type), { state: { fromConfirm: true } })}
              >
                {copy.plan.addItems}
              </Button>
              <Button size="small" fill="outline" onClick={() => setHistoryOpen(true)}>
                {copy.plan.history}
                {history.length > 0 ? `(${history.length})` : ''}
              </Button>
            </div>
          )}
        </ProjectSection>
      )}

      {feeId !== null && feeAmount > 0 ? (
        <ProjectSection title={copy.plan.materials}>
          <p className="plan-material">
            <span>{name(feeId)}</span>
            <span className="plan-material-price">{formatYuan(feeAmount)}</span>
          </p>
        </ProjectSection>
      ) : null}
      {feeId === null && summary.materials.length > 0 ? (
        <ProjectSection title={copy.plan.materials}>
          <Collapsible count={summary.materials.length} enabled>
            {(shown) => (
              <ul className="plan-rows">
                {summary.materials.slice(0, shown).map((m) => (
                  <li key={m.material.id} className="plan-material">
                    <span>
                      {m.material.item}
                      <span className="plan-material-count">{copy.plan.materialCount(m.count)}</span>
                    </span>
                    <span className="plan-material-price">{formatYuan(m.price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Collapsible>
        </ProjectSection>
      ) : null}

      <ProjectSection title={copy.plan.summary.title}>
        <dl className="plan-summary">
          {lines.map((line) => (
            <div key={line.key} className="plan-summary-line">
              <dt>{line.label}</dt>
              <dd>{formatYuan(line.amount)}</dd>
            </div>
          ))}
          <div className="plan-summary-line plan-summary-total">
            <dt>{copy.plan.summary.total}</dt>
            <dd>{formatYuan(total)}</dd>
          </div>
        </dl>
      </ProjectSection>

      {hasDisclaimer(disclaimer) ? (
        <p className="plan-disclaimer-link">
          <button type="button" className="plan-link" onClick={() => setDisclaimerOpen(true)}>
            {copy.plan.disclaimer}
          </button>
        </p>
      ) : null}

      <PriceFooter
        total={total}
        action={edit ? editCopy.save : copy.plan.next}
        onAction={() => (saving ? undefined : void next())}
      />

      <HistorySheet
        visible={historyOpen}
        entries={history}
        onRestore={(entry) => void actions.restore(entry.project.id, entry.deleted)}
        onClose={() => setHistoryOpen(false)}
      />
      <ProjectDetailPopup project={info?.project ?? null} isBase={info?.base} onClose={() => setInfo(null)} />
      {hasDisclaimer(disclaimer) ? (
        <>
          <DisclaimerPopup
            disclaimer={disclaimer}
            visible={disclaimerOpen}
            onClose={() => setDisclaimerOpen(false)}
          />
          <DroppedWarningDialog
            names={dropped.map((p) => p.item)}
            disclaimerTitle={disclaimer.title}
            onReadDisclaimer={() => setDisclaimerOpen(true)}
            onBack={() => {
              setReconsider(dropped.map((p) => p.id));
              setDropped([]);
              setHistoryOpen(true);
            }}
            onAccept={() => {
              draft.getState().acknowledgeDropped();
              setDropped([]);
              afterDropped();
            }}
          />
        </>
      ) : null}
      <UpgradeDialog
        offer={
          upgrade
            ? {
                description: upgrade.description || upgrade.name,
                names: parseCountList(upgrade.upgradeExpress).map(({ id, count }) =>
                  count > 1 ? `${name(id)} ×${count}` : name(id),
                ),
              }
            : null
        }
        confirmText={isHintCentre ? copy.plan.upgrade.early : copy.plan.upgrade.ok}
        phones={upgradeHintPhones(sysCenterId, centre?.upgradePhones ?? [])}
        onLater={() => setUpgrade(null)}
        onUpgrade={doUpgrade}
      />
    </div>
  );
}

function ExamineeLine({ examinee }: { examinee: ExamineeProfile }) {
  return (
    <p className="plan-examinee">
      {copy.plan.examinee(
        copy.plan.sex[examinee.sexCode],
        examinee.age,
        copy.plan.marriage[examinee.marryStateCode],
      )}
    </p>
  );
}
