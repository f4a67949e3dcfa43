import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { canGoBack } from '@/shared/lib/navigation.ts';
import { alertDialog } from '@/shared/ui/feedback.ts';
import * as copy from '../copy.ts';

/**
 * Spec 8: 查询材料费失败，请稍后再试！ is a dialog whose one button returns to the previous page (the
 * entrance when the page was opened directly). It is told whatever the local rules reckon the fee
 * (0 included): without the centre's figure the total shown could be wrong.
 */
export function useMaterialsFeeFailure(failed: boolean): void {
  const navigate = useNavigate();
  // Told once per failure, not again on every render while it lasts.
  const told = useRef(false);
  useEffect(() => {
    if (!failed) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    void alertDialog({ content: copy.plan.materialsFeeFailed, confirmText: copy.common.back }).then(() =>
      canGoBack() ? navigate(-1) : navigate('/entrance', { replace: true }),
    );
  }, [failed, navigate]);
}
