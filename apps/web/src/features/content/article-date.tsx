import { formatDate } from '@estate/domain/dates';

/** A date as SPEC §3 shows them (dd/mm/yyyy), machine-readable in `dateTime`. */
export function ArticleDate({ value, label }: { value: string; label?: string }) {
  return (
    <time dateTime={value} className="article-date">
      {label && <span className="visually-hidden">{label} </span>}
      {formatDate(value)}
    </time>
  );
}
