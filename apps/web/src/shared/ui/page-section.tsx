import type { ReactNode } from 'react';
import './page-section.css';

interface PageSectionProps {
  /** Names the heading, so the section is announced by its title. */
  id: string;
  title: string;
  /** What sits at the right of the heading: a 更多 link, the city switch. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled white block of a content page (home, centre page): heading row, then the content. */
export function PageSection({ id, title, action, children }: PageSectionProps) {
  return (
    <section className="page-section" aria-labelledby={id}>
      <header className="page-section-header">
        <h2 id={id} className="page-section-title">
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
