import type { ReactNode } from 'react';
import './page.css';

/** A screen's heading. A plain h2: antd's Typography brings its editing and copying machinery along. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <h2 className="page-title">{children}</h2>;
}
