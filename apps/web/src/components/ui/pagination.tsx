import { useTranslations } from 'next-intl';
import { SiteLink } from './site-link';

/** Page numbers shown around the current one, with the first and last always present. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && n - last > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

/** Real links (the page lives in the path's `/f/` segment), so pages are crawlable and work without JS. */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useTranslations('offers');
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('paginationLabel')}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <SiteLink className="pagination__link" href={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('previousPage')}</span>
            </SiteLink>
          </li>
        )}
        {pageWindow(page, pages).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <SiteLink
                className="pagination__link"
                href={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pageN', { page: n })}
              >
                {n}
              </SiteLink>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <SiteLink className="pagination__link" href={href(page + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('nextPage')}</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
