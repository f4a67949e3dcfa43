import type { Project } from '@tijian/domain';
import { RightOutline } from 'antd-mobile-icons';
import * as copy from '../copy.ts';
import './project-row.css';

export type ProjectRowMode = 'checkbox' | 'radio' | 'none';

export interface ProjectRowProps {
  /** The item shown: its name and recommendation stars. */
  project: Pick<Project, 'id' | 'item' | 'star'>;
  /** 'checkbox' or 'radio' (one of a choose-one group) make the row a control; 'none' only shows it. */
  mode: ProjectRowMode;
  checked?: boolean;
  /** Shown but not changeable (a package item, an item that cannot be removed). */
  disabled?: boolean;
  /** Marks an item the person removed (history list): 已删除. */
  deleted?: boolean;
  /** As given: '套餐项目', '补差价¥200.00', '¥25.00' or '' for none. */
  priceText?: string;
  /** Called on a tap of the row in checkbox or radio mode (also on a checked radio). */
  onToggle?: () => void;
  /** Called by the info arrow; without it the row has no arrow. */
  onInfo?: () => void;
  /** Short marks after the name: 空腹, 不宜检查 (refuse is shown as a warning). */
  tags?: readonly { text: string; tone: 'refuse' | 'notice' }[];
}

/** Spec 2 screen 14 "project row": control, name, stars, price text and an info arrow. */
export function ProjectRow({
  project,
  mode,
  checked = false,
  disabled = false,
  deleted = false,
  priceText = '',
  onToggle,
  onInfo,
  tags = [],
}: ProjectRowProps) {
  const classes = ['project-row'];
  if (checked) classes.push('project-row-checked');
  if (disabled) classes.push('project-row-disabled');
  if (deleted) classes.push('project-row-deleted');

  const body = (
    <>
      <span className="project-row-text">
        <span className="project-row-name">
          {project.item}
          {deleted ? <span className="project-row-deleted-tag">{copy.products.project.deleted}</span> : null}
        </span>
        {tags.length > 0 ? (
          <span className="project-row-tags">
            {tags.map((t) => (
              <span key={t.text} className={`project-row-tag project-row-tag-${t.tone}`}>
                {t.text}
              </span>
            ))}
          </span>
        ) : null}
        {project.star > 0 ? <Stars count={project.star} /> : null}
      </span>
      {priceText ? <span className="project-row-price">{priceText}</span> : null}
    </>
  );

  return (
    <div className={classes.join(' ')}>
      {mode === 'none' ? (
        <div className="project-row-main">{body}</div>
      ) : (
        <label className="project-row-main">
          <input
            type={mode}
            className="project-row-input"
            aria-label={project.item}
            checked={checked}
            disabled={disabled}
            readOnly
            // Click rather than change: a checked radio is tapped to be cleared too, and the owner
            // decides (rules may refuse), so the input only mirrors `checked`.
            onClick={() => onToggle?.()}
          />
          <span className={`project-row-mark project-row-mark-${mode}`} aria-hidden="true" />
          {body}
        </label>
      )}
      {onInfo ? (
        <button
          type="button"
          className="project-row-info"
          aria-label={copy.products.project.info(project.item)}
          onClick={onInfo}
        >
          <RightOutline aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

function Stars({ count }: { count: number }) {
  const n = Math.min(5, Math.max(0, Math.round(count)));
  return (
    <span className="project-row-stars" role="img" aria-label={copy.products.project.stars(n)}>
      {'★'.repeat(n)}
      <span className="project-row-stars-off">{'★'.repeat(5 - n)}</span>
    </span>
  );
}
