import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title?: string;
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ id, title, action, children }: SectionCardProps) {
  const headingId = `section-${id}`;
  return (
    <section className="cp-card" aria-labelledby={title ? headingId : undefined}>
      <div className="cp-card-body">
        {(title || action) && (
          <div className="cp-section-head">
            {title && (
              <h2 id={headingId} className="cp-h6">
                {title}
              </h2>
            )}
            {action}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
