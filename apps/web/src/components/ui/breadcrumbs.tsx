import { jsonLdScript } from '@/lib/seo/json-ld';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the page itself) has none. */
  href?: string;
}

/** Visible breadcrumbs with their BreadcrumbList JSON-LD (absolute URLs for search engines). */
export function Breadcrumbs({
  crumbs,
  label,
  siteUrl,
}: {
  crumbs: readonly Crumb[];
  label: string;
  siteUrl: string;
}) {
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.href ? { item: `${siteUrl}${crumb.href}` } : {}),
    })),
  };
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb) => (
          <li key={crumb.name} className="breadcrumbs__item">
            {crumb.href ? (
              <a href={crumb.href}>{crumb.name}</a>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonLdScript. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(list) }} />
    </nav>
  );
}
