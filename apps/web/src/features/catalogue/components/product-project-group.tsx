import type { Project } from '@tijian/domain';
import { useId, useState } from 'react';
import * as copy from '../copy.ts';
import { ProjectRow } from './project-row.tsx';
import './product-project-group.css';

const text = copy.products;

/** Spec 9: a package's item lists show two items until expanded. */
export const COLLAPSED_ITEMS = 2;

export interface ProductProjectGroupProps {
  /** The class name; null for a list without classes. */
  title: string | null;
  projects: readonly Project[];
  onInfo: (project: Project) => void;
}

/** One class of a package's items: two rows, then 展开全部 for the rest. */
export function ProductProjectGroup({ title, projects, onInfo }: ProductProjectGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const listId = useId();
  const collapsible = projects.length > COLLAPSED_ITEMS;
  const shown = expanded || !collapsible ? projects : projects.slice(0, COLLAPSED_ITEMS);
  return (
    <section className="product-group" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h4 id={titleId} className="product-group-title">
          {title}
        </h4>
      ) : null}
      <div id={listId} className="product-group-list">
        {shown.map((project) => (
          <ProjectRow
            key={project.id}
            project={project}
            mode="none"
            priceText={text.packageItem}
            onInfo={() => onInfo(project)}
          />
        ))}
      </div>
      {collapsible ? (
        <button
          type="button"
          className="product-group-toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? text.collapse : text.expand(projects.length)}
        </button>
      ) : null}
    </section>
  );
}
