import type { FaqItem } from '@estate/domain/api/content-responses';
import { RichText } from './rich-text';

/**
 * Questions with collapsible answers (SPEC §2 FAQ): native <details>/<summary>, so they open and
 * close by mouse, keyboard and assistive technology without any JavaScript. An answer taller than
 * SPEC §9's 1500 px scrolls inside its box. Staff's preview marks the questions not yet public
 * (`marks`, by id; decision 040).
 */
export function FaqList({
  items,
  label,
  testId,
  marks,
}: {
  items: readonly FaqItem[];
  label: string;
  testId?: string;
  marks?: ReadonlyMap<number, string>;
}) {
  return (
    <ul className="faq-list" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="faq-list__item">
          <details className="faq-item" data-faq-id={item.id}>
            <summary className="faq-item__question">
              {marks?.has(item.id) && <strong className="faq-item__mark">{marks.get(item.id)}: </strong>}
              {item.question}
            </summary>
            <RichText html={item.answer} profile="basic" className="prose faq-item__answer" />
          </details>
        </li>
      ))}
    </ul>
  );
}
