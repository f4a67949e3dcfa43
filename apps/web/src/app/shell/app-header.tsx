import NavBar from 'antd-mobile/es/components/nav-bar';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { canGoBack } from '@/shared/lib/navigation.ts';

/** The title bar; a page of the tab bar (the order list) is a root, with no back arrow. */
export function AppHeader({ title, back = true }: { title: string; back?: boolean }) {
  const navigate = useNavigate();
  // A page opened directly from a link has nothing to go back to, so back leads home instead.
  const onBack = () => (canGoBack() ? navigate(-1) : navigate('/main', { replace: true }));
  const header = useRef<HTMLElement>(null);
  // Without a back arrow antd-mobile still leaves its empty left box role="button": a control with no
  // name and no action, which screen readers announce. It is no control, so it loses the role.
  useLayoutEffect(() => {
    const left = header.current?.querySelector('.adm-nav-bar-left');
    if (!back) left?.removeAttribute('role');
    else left?.setAttribute('role', 'button');
  }, [back]);
  return (
    <header className="app-header" ref={header}>
      {/* antd-mobile draws the back arrow in a role="button" with no name (its back text is aria-hidden):
          the hidden text beside it names it. */}
      <NavBar
        onBack={onBack}
        backIcon
        back={back ? undefined : null}
        left={back ? <span className="visually-hidden">返回</span> : undefined}
      >
        <h1 className="app-header-title">{title}</h1>
      </NavBar>
    </header>
  );
}
