import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExamineeProfile } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/feedback.ts';
import { clearQuestionnaireDraft } from '../questionnaire-draft.ts';
import { QuestionnaireForm } from './questionnaire-form.tsx';
import { testQuestionnaire } from './test-questionnaire.ts';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const man: ExamineeProfile = { sexCode: 'male', marryStateCode: 'married', age: 45 };
const woman: ExamineeProfile = { sexCode: 'female', marryStateCode: 'married', age: 45 };
const scrolled = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
  vi.mocked(showToast).mockClear();
});

function renderForm(examinee = man, draftKey?: string) {
  const onSubmit = vi.fn();
  const view = render(
    <QuestionnaireForm
      questionnaire={testQuestionnaire}
      examinee={examinee}
      submitting={false}
      onSubmit={onSubmit}
      draftKey={draftKey}
    />,
  );
  // antd-mobile's popups animate in with pointer-events off; a person taps once they are shown.
  return { onSubmit, user: userEvent.setup({ pointerEventsCheck: 0 }), unmount: view.unmount };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const question = (name: string) => screen.getByRole('region', { name: new RegExp(name) });

describe('QuestionnaireForm', () => {
  it('with a draft key, keeps the answers through a reload until the page clears them', async () => {
    const first = renderForm(man, 'test:1');
    await first.user.click(box('以上都没有'));
    first.unmount();

    const again = renderForm(man, 'test:1');
    expect((box('以上都没有') as HTMLInputElement).checked).toBe(true);
    again.unmount();

    renderForm(man, 'test:2');
    expect((box('以上都没有') as HTMLInputElement).checked).toBe(false);
    clearQuestionnaireDraft('test:1');
  });

  it('starts empty once the draft is cleared', async () => {
    const first = renderForm(man, 'test:3');
    await first.user.click(box('以上都没有'));
    first.unmount();
    clearQuestionnaireDraft('test:3');
    renderForm(man, 'test:3');
    expect((box('以上都没有') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the steps by number and name, long names shortened', () => {
    renderForm();
    const steps = screen.getByRole('navigation', { name: '问卷步骤' });
    expect(within(steps).getByText('1.既往病史')).toBeTruthy();
    expect(within(steps).getByText('2.生活方调查')).toBeTruthy();
    expect(within(steps).queryByText(/女性健康/)).toBeNull();
  });

  it('asks women the women’s step', () => {
    renderForm(woman);
    expect(within(screen.getByRole('navigation', { name: '问卷步骤' })).getByText('3.女性健康')).toBeTruthy();
  });

  it('an exclusive option clears the others, and another option clears it', async () => {
    const { user } = renderForm();
    await user.click(box('高血压'));
    await user.click(await screen.findByText('取消'));
    expect((box('高血压') as HTMLInputElement).checked).toBe(true);
    await user.click(box('以上都没有'));
    expect((box('以上都没有') as HTMLInputElement).checked).toBe(true);
    expect((box('高血压') as HTMLInputElement).checked).toBe(false);
    await user.click(box('高血压'));
    await user.click(await screen.findByText('取消'));
    expect((box('以上都没有') as HTMLInputElement).checked).toBe(false);
    expect((box('高血压') as HTMLInputElement).checked).toBe(true);
  });

  it('asks a pop-up follow-up in a dialog and checks its range', async () => {
    const { user } = renderForm();
    await user.click(box('糖尿病'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('进一步询问您')).toBeTruthy();
    // Spec 2's confirm dialog: 返回 / 确定.
    expect(within(dialog).getByRole('button', { name: '返回' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    const input = within(dialog).getByPlaceholderText('请在此输入答案');
    await user.type(input, '80');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入0-60之间的整数');
    await user.clear(input);
    await user.type(input, '5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('进一步询问您')).toBeNull());
    expect(screen.getByRole('button', { name: /您患糖尿病多少年了？\s*5年/ })).toBeTruthy();
  });

  it('asks a pop-up choice in an action sheet', async () => {
    const { user } = renderForm();
    await user.click(box('高血压'));
    await user.click(await screen.findByRole('option', { name: '控制不佳' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /您的血压控制情况如何？\s*控制不佳/ })).toBeTruthy(),
    );
  });

  it('stops at the first unanswered question, marks it and scrolls to it', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const first = question('您是否患有以下疾病？');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(within(first).getByRole('alert').textContent).toBe('请回答：您是否患有以下疾病？');
    expect(showToast).toHaveBeenCalledWith('请回答：您是否患有以下疾病？');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(within(screen.getByRole('navigation', { name: '问卷步骤' })).getByText('1.既往病史')).toBeTruthy();
  });

  it('marks an unanswered pop-up follow-up, then an inline one on 提交, and submits the answers asked', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(box('高血压'));
    await user.click(await screen.findByText('取消'));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(showToast).toHaveBeenLastCalledWith('请回答：您的血压控制情况如何？');
    await user.click(box('以上都没有'));
    await user.click(screen.getByRole('button', { name: '下一步' }));

    await user.click(screen.getByRole('radio', { name: '吸烟' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    const years = question('您吸烟多少年了？');
    expect(years.getAttribute('aria-invalid')).toBe('true');
    await user.type(within(years).getByRole('textbox'), '12');
    expect(years.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith([
      { qid: 'disease', optAnswers: ['d-none'] },
      { qid: 'smoke', optAnswers: ['smoke-yes'] },
      { qid: 'smoke-years', txtAnswer: '12' },
    ]);
  });

  it('goes back with 上一步 keeping the answers', async () => {
    const { user } = renderForm();
    await user.click(box('以上都没有'));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '上一步' }));
    });
    expect((box('以上都没有') as HTMLInputElement).checked).toBe(true);
  });
});
