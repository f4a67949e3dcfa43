import { Messages } from '@tijian/domain';
import Image from 'antd-mobile/es/components/image';
import Popup from 'antd-mobile/es/components/popup';
import SideBar from 'antd-mobile/es/components/side-bar';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { EmptyList } from './empty-list.tsx';
import './tree-picker.css';

export interface TreeLeaf {
  key: string;
  title: string;
  image?: string | null;
  description?: ReactNode;
}

export interface TreeGroup<L extends TreeLeaf = TreeLeaf> {
  key: string;
  title: string;
  children: L[];
}

export interface TreePickerProps<L extends TreeLeaf> {
  visible: boolean;
  groups: readonly TreeGroup<L>[];
  // The group shown (and scrolled to) each time the picker opens; the first one otherwise.
  activeGroupKey?: string | null;
  selectedKey?: string | null;
  title?: string;
  loading?: boolean;
  onSelect: (leaf: L, group: TreeGroup<L>) => void;
  // Closed by the mask or the close button without a choice.
  onClose: () => void;
}

// Spec 2 screen 13: a bottom sheet with groups on the left and their items on the right.
export function TreePicker<L extends TreeLeaf>({
  visible,
  groups,
  activeGroupKey,
  selectedKey,
  title = copy.picker.title,
  loading = false,
  onSelect,
  onClose,
}: TreePickerProps<L>) {
  const [active, setActive] = useState<string | null>(null);
  const sideRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const fallback = groups.find((g) => g.key === activeGroupKey)?.key ?? groups[0]?.key ?? null;
  const current = groups.find((g) => g.key === active) ?? groups.find((g) => g.key === fallback);

  // Each opening starts at the caller's group (the current city), not where the last visit left off.
  useEffect(() => {
    if (visible) setActive(fallback);
  }, [visible, fallback]);

  // Bring the active group into view: a long city list would otherwise hide the current city.
  useEffect(() => {
    if (!visible || !current) return;
    const item = sideRef.current?.querySelector('.adm-side-bar-item-active');
    item?.scrollIntoView?.({ block: 'nearest' });
    listRef.current?.scrollTo?.({ top: 0 });
  }, [visible, current]);

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="tree-picker" destroyOnClose={false}>
      <section className="tree-picker-sheet" role="dialog" aria-modal="true" aria-label={title}>
        <header className="tree-picker-header">
          <h2 className="tree-picker-title">{title}</h2>
          <button
            type="button"
            className="tree-picker-close"
            aria-label={copy.picker.close}
            onClick={onClose}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <div className="tree-picker-body">
          <div className="tree-picker-groups" ref={sideRef}>
            <SideBar activeKey={current?.key ?? null} onChange={setActive}>
              {groups.map((group) => (
                <SideBar.Item key={group.key} title={group.title} aria-current={group.key === current?.key} />
              ))}
            </SideBar>
          </div>
          <div className="tree-picker-leaves" ref={listRef}>
            {loading ? (
              <p className="tree-picker-loading">{Messages.loading}</p>
            ) : current && current.children.length > 0 ? (
              <ul className="tree-picker-list">
                {current.children.map((leaf) => (
                  <li key={leaf.key}>
                    <button
                      type="button"
                      className={
                        leaf.key === selectedKey
                          ? 'tree-picker-leaf tree-picker-leaf-selected'
                          : 'tree-picker-leaf'
                      }
                      aria-label={leaf.title}
                      aria-pressed={leaf.key === selectedKey}
                      onClick={() => onSelect(leaf, current)}
                    >
                      {leaf.image !== undefined ? (
                        <Image src={leaf.image ?? ''} alt="" className="tree-picker-image" fit="cover" lazy />
                      ) : null}
                      <span className="tree-picker-text">
                        <span className="tree-picker-name">{leaf.title}</span>
                        {leaf.description ? (
                          <span className="tree-picker-description">{leaf.description}</span>
                        ) : null}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyList />
            )}
          </div>
        </div>
      </section>
    </Popup>
  );
}
