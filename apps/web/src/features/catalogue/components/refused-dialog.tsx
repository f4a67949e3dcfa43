import type { EligibilityFinding } from '@tijian/domain';
import Dialog from 'antd-mobile/es/components/dialog';
import { installAntdRender } from '@/shared/ui/antd-render.ts';
import { clearToast } from '@/shared/ui/feedback.ts';
import { eligibilityCopy as text } from './eligibility-copy.ts';

/**
 * Next with refused items checked: names each with its reason and offers to remove them (true) or to
 * go back and change the plan or the declaration (false).
 */
export async function askRemoveRefused(refused: readonly EligibilityFinding[]): Promise<boolean> {
  installAntdRender();
  clearToast();
  return Dialog.confirm({
    title: text.refusedTitle,
    'aria-label': text.refusedTitle,
    content: (
      <ul className="pre-exam-dialog-list">
        {refused.map((f) => (
          <li key={`${f.projectId}|${f.reason}`}>{text.refusedLine(f.item, f.reason)}</li>
        ))}
      </ul>
    ),
    confirmText: text.remove,
    cancelText: text.back,
  });
}
