import type { ReactNode } from 'react';
import './status-page.css';

// A plain full-page message; antd-mobile's ErrorBlock would add its illustrations to the first load.
export function StatusPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <section className="status-page">
      <h2 className="status-page-title">{title}</h2>
      {description ? <p className="status-page-description">{description}</p> : null}
      {children ? <div className="status-page-actions">{children}</div> : null}
    </section>
  );
}
