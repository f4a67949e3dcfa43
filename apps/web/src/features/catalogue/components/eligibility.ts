import {
  type CatalogueIndex,
  type EligibilityFinding,
  EXAM_CONDITIONS,
  type ExamCondition,
  FEMALE_CONDITIONS,
  type Plan,
  type ProjectId,
  uncheckProject,
} from '@tijian/domain';

/** The conditions the confirm page offers: the women's only to women. */
export function offeredConditions(sexCode: 'male' | 'female'): ExamCondition[] {
  return EXAM_CONDITIONS.filter((c) => sexCode === 'female' || !FEMALE_CONDITIONS.includes(c));
}

/** Findings sharing a reason, with the items they are about, refusals first. */
export interface FindingGroup {
  severity: EligibilityFinding['severity'];
  reason: string;
  items: string[];
}

export function groupFindings(findings: readonly EligibilityFinding[]): FindingGroup[] {
  const groups = new Map<string, FindingGroup>();
  for (const f of findings) {
    const key = `${f.severity}|${f.reason}`;
    const group = groups.get(key) ?? { severity: f.severity, reason: f.reason, items: [] };
    if (!group.items.includes(f.item)) group.items.push(f.item);
    groups.set(key, group);
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.severity === 'refuse'), ...all.filter((g) => g.severity === 'notice')];
}

/**
 * Removes refused items through the catalogue rules, one after another on the plan as it becomes;
 * those the rules keep (a package item, an item another needs) are returned with the rules' message.
 */
export function removeItems(
  ix: CatalogueIndex,
  plan: Plan,
  ids: readonly ProjectId[],
  recommended: readonly ProjectId[],
): { plan: Plan; kept: { id: ProjectId; message: string }[] } {
  let current = plan;
  const kept: { id: ProjectId; message: string }[] = [];
  for (const id of ids) {
    const result = uncheckProject(ix, current, id, { recommended: [...recommended] });
    if (result.kind === 'ok') current = result.plan;
    else kept.push({ id, message: result.message });
  }
  return { plan: current, kept };
}

/**
 * Removes every refused item, again after each round: taking an item out can bring back one it had
 * pushed out (a chest CT's X-ray), which may be refused too. Stops when nothing refused is left or
 * what is left the rules keep.
 */
export function removeRefused(
  ix: CatalogueIndex,
  plan: Plan,
  refusedIn: (plan: Plan) => ProjectId[],
  recommended: readonly ProjectId[],
): { plan: Plan; kept: { id: ProjectId; message: string }[] } {
  let current = plan;
  const kept = new Map<ProjectId, string>();
  for (let round = 0; round < ix.projects.size; round++) {
    const ids = refusedIn(current).filter((id) => !kept.has(id));
    if (ids.length === 0) break;
    const result = removeItems(ix, current, ids, recommended);
    current = result.plan;
    for (const k of result.kept) kept.set(k.id, k.message);
  }
  return { plan: current, kept: [...kept].map(([id, message]) => ({ id, message })) };
}
