import Switch from 'antd-mobile/es/components/switch';
import { copy } from '@/shared/lib/copy.ts';
import { useElderModeStore } from '@/shared/lib/elder-mode.ts';

/** The elder-mode switch, the same on the entrance, the home page and 我的. */
export function ElderModeSwitch() {
  const on = useElderModeStore((s) => s.on);
  const setOn = useElderModeStore((s) => s.setOn);
  return (
    <div className="elder-switch">
      <span className="elder-switch-text">
        <span id="elder-switch-label" className="elder-switch-label">
          {copy.elder.switchLabel}
        </span>
        <span className="elder-switch-hint">{on ? copy.elder.onHint : copy.elder.offHint}</span>
      </span>
      <Switch checked={on} onChange={setOn} aria-labelledby="elder-switch-label" />
    </div>
  );
}
