import { isSpecificCentre } from '@tijian/domain';
import FloatingBubble from 'antd-mobile/es/components/floating-bubble';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { AppstoreOutline } from 'antd-mobile-icons';
import { type CSSProperties, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCentre } from '@/features/centre/index.ts';
import { copy } from '@/shared/lib/copy.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { type MenuItem, menuAction, menuItems, visibleMenuItems } from './menu-items.ts';

// The shell defines where the button starts and its size, and leaves the pages that much room below.
const bubbleStyle = {
  '--initial-position-bottom': 'var(--menu-bubble-bottom)',
  '--initial-position-right': '40px',
  '--edge-distance': '16px',
  '--size': 'var(--menu-bubble-size)',
} as CSSProperties;

export function FloatingMenu() {
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  const centre = useCentre(isSpecificCentre(sid) ? sid : null);
  const [open, setOpen] = useState(false);
  const items = visibleMenuItems(menuItems(sid), sid, centre.data);

  const choose = (item: MenuItem) => {
    setOpen(false);
    const action = menuAction(item);
    if (action.type === 'toast') showToast(action.content);
    else if (action.type === 'external') window.location.assign(action.href);
    else navigate(action.to);
  };

  return (
    <>
      <FloatingBubble axis="xy" magnetic="x" style={bubbleStyle} onClick={() => setOpen(true)}>
        <AppstoreOutline fontSize={24} aria-label={copy.menu.open} role="img" />
      </FloatingBubble>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="menu-sheet"
      >
        <List header={copy.menu.title}>
          {items.map((item) => (
            <List.Item key={item.key} onClick={() => choose(item)} arrowIcon>
              {item.label}
            </List.Item>
          ))}
        </List>
      </Popup>
    </>
  );
}
