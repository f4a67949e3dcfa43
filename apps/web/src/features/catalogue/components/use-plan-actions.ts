import {
  type CatalogueIndex,
  CatalogueMessages,
  type CheckResult,
  checkProject,
  type ProjectId,
  restoreProject,
  uncheckProject,
} from '@tijian/domain';
import { useMemo } from 'react';
import { useBookingDraft } from '@/features/draft/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import * as copy from '../copy.ts';
import { ask } from './ask-confirm.ts';

export interface PlanActions {
  /** checks an item: its warning first, then the rules; refusals toast, conflicts with recommended items ask */
  check: (id: ProjectId) => Promise<void>;
  /** unchecks an item through the rules; asks 是否确认放弃该项目的检查？ first when `ask` says so */
  uncheck: (id: ProjectId, askFirst: boolean) => Promise<void>;
  /** brings back an item of the history sheet: a removed base item is restored, another checked again */
  restore: (id: ProjectId, deleted: boolean) => Promise<void>;
}

/**
 * Every change of the plan goes through the catalogue rules; the screen only asks the questions the
 * rules answer with and shows their refusals (3 s, as spec 8 has them). The plan is read fresh from the
 * draft each time, so a question left open never applies to a stale plan.
 */
export function usePlanActions(ix: CatalogueIndex, recommended: readonly ProjectId[]): PlanActions {
  return useMemo(() => {
    const current = () => useBookingDraft.getState().plan;
    const save = useBookingDraft.getState().setPlan;
    const ctx = { recommended: [...recommended] };

    const settle = async (result: CheckResult, again: () => CheckResult): Promise<void> => {
      if (result.kind === 'ok') return save(result.plan);
      if (result.kind === 'refused') return showToast(result.message, CatalogueMessages.conflictToastMs);
      const confirmed = await ask({
        content: result.message,
        confirmText: CatalogueMessages.confirmChoose,
        cancelText: CatalogueMessages.confirmCancel,
      });
      if (!confirmed) return;
      const next = again();
      if (next.kind === 'ok') save(next.plan);
      else showToast(next.message, CatalogueMessages.conflictToastMs);
    };

    const check = async (id: ProjectId) => {
      const plan = current();
      if (!plan) return;
      const project = ix.projects.get(id);
      if (project?.addWarning === '1' && project.warningInfo.trim()) {
        const go = await ask({
          title: copy.plan.hintTitle,
          content: project.warningInfo,
          confirmText: copy.plan.addAnyway,
          cancelText: copy.plan.back,
        });
        if (!go) return;
      }
      const fresh = current() ?? plan;
      await settle(checkProject(ix, fresh, id, ctx), () =>
        checkProject(ix, current() ?? fresh, id, { ...ctx, confirmed: true }),
      );
    };

    const uncheck = async (id: ProjectId, askFirst: boolean) => {
      const plan = current();
      if (!plan) return;
      // Asked only when the rules would let it go: no question ends in "cannot be removed".
      const trial = uncheckProject(ix, plan, id, ctx);
      if (trial.kind === 'refused') return showToast(trial.message, CatalogueMessages.conflictToastMs);
      if (askFirst) {
        const sure = await ask({
          title: ix.projects.get(id)?.item,
          content: copy.plan.giveUp,
          confirmText: copy.plan.confirmDelete,
          cancelText: copy.plan.keep,
        });
        if (!sure) return;
      }
      const result = uncheckProject(ix, current() ?? plan, id, ctx);
      if (result.kind === 'ok') save(result.plan);
      else showToast(result.message, CatalogueMessages.conflictToastMs);
    };

    const restore = async (id: ProjectId, deleted: boolean) => {
      const plan = current();
      if (!plan) return;
      const run = (p: typeof plan, confirmed?: boolean) =>
        deleted
          ? restoreProject(ix, p, id, { ...ctx, confirmed })
          : checkProject(ix, p, id, { ...ctx, confirmed });
      await settle(run(plan), () => run(current() ?? plan, true));
    };

    return { check, uncheck, restore };
  }, [ix, recommended]);
}
