import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knowledge } from '@tijian/client';
import type { Project } from '@tijian/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@/test/render.tsx';
import { ProjectDetailPopup } from './project-detail-popup.tsx';
import { ProjectRow } from './project-row.tsx';

const project = (over: Partial<Project> = {}): Project =>
  ({
    id: 'C13',
    item: 'C13呼气试验',
    star: 0,
    reminder: '',
    knowledgeId: null,
    avoid: '',
    inspectionSignificance: '',
    ...over,
  }) as Project;

describe('ProjectRow', () => {
  it('is a checkbox named by the item that reports taps, and shows price and stars', async () => {
    const onToggle = vi.fn();
    render(
      <ProjectRow project={project({ star: 4 })} mode="checkbox" priceText="¥25.00" onToggle={onToggle} />,
    );
    const box = screen.getByRole('checkbox', { name: 'C13呼气试验' });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('¥25.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: '推荐指数4星' })).toBeTruthy();
    await userEvent.click(box);
    expect(onToggle).toHaveBeenCalledTimes(1);
    // The owner decides: the box only mirrors `checked`.
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('lets a checked radio be tapped again, and a disabled one not at all', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<ProjectRow project={project()} mode="radio" checked onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('radio', { name: 'C13呼气试验' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<ProjectRow project={project()} mode="radio" checked disabled onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('radio', { name: 'C13呼气试验' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows no control in none mode, marks deleted items and opens the info', async () => {
    const onInfo = vi.fn();
    render(<ProjectRow project={project()} mode="none" deleted onInfo={onInfo} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('已删除')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看C13呼气试验的说明' }));
    expect(onInfo).toHaveBeenCalledTimes(1);
  });
});

describe('ProjectDetailPopup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sections that have text, titled by the item, and closes', async () => {
    const onClose = vi.fn();
    render(
      <ProjectDetailPopup
        project={project({ reminder: '检查前空腹', inspectionSignificance: '查幽门螺杆菌感染' })}
        isBase
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'C13呼气试验' });
    expect(dialog.textContent).toContain('特别提醒');
    expect(dialog.textContent).toContain('检查前空腹');
    expect(dialog.textContent).toContain('基础项目说明');
    expect(dialog.textContent).toContain('检查意义');
    expect(dialog.textContent).not.toContain('禁忌人群');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves out the base note for other items and closes on the mask', async () => {
    const onClose = vi.fn();
    render(<ProjectDetailPopup project={project({ avoid: '孕妇' })} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'C13呼气试验' });
    expect(dialog.textContent).toContain('禁忌人群');
    expect(dialog.textContent).not.toContain('基础项目说明');
    const mask = document.querySelector('.adm-mask-aria-button') ?? document.querySelector('.adm-mask');
    await userEvent.click(mask as Element);
    expect(onClose).toHaveBeenCalled();
  });

  it('links to the item’s 健康科普 when it has an article, and not otherwise', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    mockApi(fetchMock, {
      [knowledge.getKnowledgeById.path]: {
        id: 701,
        name: '认识幽门螺杆菌感染',
        mIndex: 0,
        columnId: 7,
        columnName: '幽门螺杆菌感染',
        survey: '幽门螺杆菌是一种能在胃内生存的细菌。',
        cause: '主要经口传播。',
        suggestion: '请到消化内科就诊。',
      },
    });
    const linked = renderPage(
      <ProjectDetailPopup project={project({ avoid: '孕妇', knowledgeId: 701 })} onClose={() => undefined} />,
    );
    await screen.findByRole('dialog', { name: 'C13呼气试验' });
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(screen.getByRole('button', { name: 'C13呼气试验的健康科普' }));
    expect(await screen.findByRole('dialog', { name: '认识幽门螺杆菌感染' })).toBeTruthy();
    expect(screen.getByText('请到消化内科就诊。')).toBeTruthy();
    linked.unmount();

    renderPage(<ProjectDetailPopup project={project({ avoid: '孕妇' })} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'C13呼气试验' });
    expect(screen.queryByRole('button', { name: /健康科普/ })).toBeNull();
  });

  it('stays closed without an item', () => {
    render(<ProjectDetailPopup project={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
