import type { BlogCategory } from '@estate/domain/api/content-responses';
import { contentListPath } from '@estate/domain/content-list-path';
import type { Language } from '@estate/domain/language';
import { SiteLink } from '@/components/ui/site-link';

/**
 * SPEC §2 "Blog page has category filter buttons": links styled as buttons, one per category and
 * one for all, the current one marked with aria-current. Choosing one starts at its page 1.
 */
export function BlogCategoryFilter({
  lang,
  categories,
  current,
  labels,
}: {
  lang: Language;
  categories: readonly BlogCategory[];
  current: string | undefined;
  labels: { nav: string; all: string };
}) {
  const options = [
    { slug: undefined, name: labels.all },
    ...categories.filter((category) => category.count > 0 || category.slug === current),
  ];
  return (
    <nav className="category-filter" aria-label={labels.nav}>
      <ul className="category-filter__list">
        {options.map((option) => (
          <li key={option.slug ?? ''}>
            <SiteLink
              className="category-filter__button"
              href={contentListPath({ name: 'blog' }, { page: 1, category: option.slug }, lang)}
              aria-current={option.slug === current ? 'page' : undefined}
              data-category={option.slug ?? ''}
            >
              {option.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
