import type { FaqItem } from '@estate/domain/api/content-responses';
import { RichText } from './rich-text';

/**
 * Questions with collapsible answers (SPEC §2 FAQ): native <details>/<summary>, so they open and
 * close by mouse, keyboard and assistive technology without any JavaScript. An answer taller than
 * SPEC §9's 1500 px scrolls inside its box.
 */
export function FaqList({
  items,
  label,
  testId,
}: {
  items: readonly FaqItem[];
  label: string;
  testId?: string;
}) {
  return (
    <ul className="faq-list" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="faq-list__item">
          <details className="faq-item" data-faq-id={item.id}>
            <summary className="faq-item__question">{item.question}</summary>
            <RichText html={item.answer} className="prose faq-item__answer" />
          </details>
        </li>
      ))}
    </ul>
  );
}
