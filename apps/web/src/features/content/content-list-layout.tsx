import type { ReactNode } from 'react';

/**
 * The frame of a content list (news, events, blog, special offers): heading, lead, optional
 * filters, the list or its empty message, and the pages.
 */
export function ContentListLayout({
  title,
  lead,
  filters,
  empty,
  pagination,
  children,
  className,
}: {
  title: string;
  lead: string;
  filters?: ReactNode;
  /** Shown instead of the list when it has nothing. */
  empty?: string;
  pagination?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={['page container content-list-page', className].filter(Boolean).join(' ')}>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      {filters}
      {empty ? <p className="content-list-page__empty">{empty}</p> : children}
      {pagination}
    </div>
  );
}
