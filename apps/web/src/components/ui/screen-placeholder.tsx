import type { ReactNode } from 'react';

/**
 * A screen's heading and lead, for the screens whose body comes with a later issue: the route, its
 * title and metadata already work, so links, the language switch and the sitemap can rely on them.
 */
export function ScreenPlaceholder({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="page container">
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      {children}
    </div>
  );
}
