import type { Language } from '@estate/domain/language';
import { NewsletterFormView, type NewsletterTexts } from './newsletter-form-view';
import { VoivodeshipPickerView } from './voivodeship-picker-view';

/**
 * The newsletter form as its first render shows it, for the server to send with no client code:
 * empty fields, the picker closed. NewsletterIsland swaps it for the live form (decision 050).
 */
export function NewsletterFormStatic(props: {
  lang: Language;
  texts: NewsletterTexts;
  headingId: string;
  legend: string;
  consentText: string;
}) {
  return (
    <NewsletterFormView
      {...props}
      email={{ name: 'email', value: '' }}
      isAgent={{ name: 'isAgent', value: false }}
      agreement={{ name: 'agreement1', value: false }}
      picker={<VoivodeshipPickerView lang={props.lang} texts={props.texts} selection={[]} open={false} />}
      status="idle"
      busy={false}
    />
  );
}
