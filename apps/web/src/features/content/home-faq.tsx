import type { FaqItem } from '@estate/domain/api/content-responses';
import { SiteLink } from '@/components/ui/site-link';
import { FaqList } from './faq-list';

/** Questions shown on the home page; the rest are one link away on /faq. */
const HOME_FAQ_COUNT = 4;

/** SPEC §2 home "FAQ": the first few questions, collapsible, and a link to all of them. */
export function HomeFaq({
  items,
  labels,
  href,
}: {
  items: readonly FaqItem[];
  labels: { heading: string; list: string; more: string };
  href: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className="page__section home-faq" aria-labelledby="home-faq-heading">
      <h2 id="home-faq-heading">{labels.heading}</h2>
      <FaqList items={items.slice(0, HOME_FAQ_COUNT)} label={labels.list} testId="home-faq" />
      <p className="home-faq__more">
        <SiteLink href={href} className="button button--secondary">
          {labels.more}
        </SiteLink>
      </p>
    </section>
  );
}
