import NavBar from 'antd-mobile/es/components/nav-bar';
import { useNavigate } from 'react-router';
import { canGoBack } from '@/shared/lib/navigation.ts';

/** The title bar; a page of the tab bar (the order list) is a root, with no back arrow. */
export function AppHeader({ title, back = true }: { title: string; back?: boolean }) {
  const navigate = useNavigate();
  // A page opened directly from a link has nothing to go back to, so back leads home instead.
  const onBack = () => (canGoBack() ? navigate(-1) : navigate('/main', { replace: true }));
  return (
    <header className="app-header">
      <NavBar onBack={onBack} backIcon back={back ? undefined : null}>
        <h1 className="app-header-title">{title}</h1>
      </NavBar>
    </header>
  );
}
