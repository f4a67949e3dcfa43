import type { Project, ProjectId } from '@tijian/domain';
import { type ReactNode, useId, useState } from 'react';
import * as copy from '../copy.ts';
import './plan.css';

/** How many rows a long list shows before 展开 (spec 4: groups and consumables collapse to two). */
export const COLLAPSED_ROWS = 2;

/** A titled block of items: a class of the chooser, the base or custom group of the confirm page. */
export function ProjectSection({
  title,
  aside,
  action,
  children,
}: {
  title: string;
  /** at the right of the title: the group's price */
  aside?: ReactNode;
  /** after the title: the delete-mode toggle */
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="plan-section" aria-labelledby={id}>
      <header className="plan-section-header">
        <h3 id={id} className="plan-section-title">
          {title}
        </h3>
        {aside ? <span className="plan-section-aside">{aside}</span> : null}
        {action}
      </header>
      {children}
    </section>
  );
}

type Block =
  | { kind: 'one'; project: Project }
  | { kind: 'group'; parent: ProjectId; name: string; leaves: Project[] };

/**
 * Rows in the order given. With `groups`, the leaves of one choose-one group sit together under their
 * parent's name and "n选1"; a group of more than two is collapsed to two until 展开. With `collapse`,
 * the whole list shows two rows until 展开 (the confirm page's package items, the consumables).
 */
export function ProjectList({
  projects,
  renderRow,
  groupName,
  collapse = false,
}: {
  projects: readonly Project[];
  renderRow: (project: Project) => ReactNode;
  /** the parent's name of a choose-one leaf, or null to list it on its own */
  groupName?: (parentId: ProjectId) => string | null;
  collapse?: boolean;
}) {
  if (collapse || !groupName) {
    return (
      <Collapsible count={projects.length} enabled={collapse}>
        {(shown) => (
          <ul className="plan-rows">
            {projects.slice(0, shown).map((p) => (
              <li key={p.id}>{renderRow(p)}</li>
            ))}
          </ul>
        )}
      </Collapsible>
    );
  }

  const blocks: Block[] = [];
  const groups = new Map<ProjectId, Extract<Block, { kind: 'group' }>>();
  for (const project of projects) {
    const name = project.parentId === null ? null : groupName(project.parentId);
    if (project.parentId === null || name === null) {
      blocks.push({ kind: 'one', project });
      continue;
    }
    const known = groups.get(project.parentId);
    if (known) known.leaves.push(project);
    else {
      const block = { kind: 'group' as const, parent: project.parentId, name, leaves: [project] };
      groups.set(project.parentId, block);
      blocks.push(block);
    }
  }

  return (
    <ul className="plan-rows">
      {blocks.map((block) =>
        block.kind === 'one' ? (
          <li key={block.project.id}>{renderRow(block.project)}</li>
        ) : (
          <li key={`group-${block.parent}`} className="plan-choose-one">
            <p className="plan-choose-one-title">
              {block.name}
              <span className="plan-choose-one-tag">{copy.plan.chooseOne(block.leaves.length)}</span>
            </p>
            <Collapsible count={block.leaves.length} enabled>
              {(shown) => (
                <ul className="plan-rows" aria-label={block.name}>
                  {block.leaves.slice(0, shown).map((p) => (
                    <li key={p.id}>{renderRow(p)}</li>
                  ))}
                </ul>
              )}
            </Collapsible>
          </li>
        ),
      )}
    </ul>
  );
}

/** Two rows and 展开, or everything and 收起; short lists show whole, without a button. */
export function Collapsible({
  count,
  enabled,
  children,
}: {
  count: number;
  enabled: boolean;
  children: (shown: number) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const collapsible = enabled && count > COLLAPSED_ROWS;
  const shown = collapsible && !open ? COLLAPSED_ROWS : count;
  return (
    <>
      {children(shown)}
      {collapsible ? (
        <button type="button" className="plan-expand" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? copy.plan.collapse : copy.plan.expand}
        </button>
      ) : null}
    </>
  );
}

/** Items under their classes, classes in rowIndex order; items of no known class last. */
export function byClass(
  classes: readonly { id: string; itemName: string; rowIndex: number }[],
  projects: readonly Project[],
): { key: string; title: string; projects: Project[] }[] {
  const ordered = [...classes].sort((a, b) => a.rowIndex - b.rowIndex);
  const known = new Set(ordered.map((c) => c.id));
  const out = ordered.map((c) => ({
    key: c.id,
    title: c.itemName,
    projects: projects.filter((p) => p.classId === c.id),
  }));
  out.push({
    key: '__other',
    title: copy.plan.otherClass,
    projects: projects.filter((p) => !known.has(p.classId)),
  });
  return out.filter((s) => s.projects.length > 0);
}
