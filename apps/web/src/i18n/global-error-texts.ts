import type { Language } from '@estate/domain/language';
import type { ErrorMessageKey } from '@/lib/errors/error-message';

type GlobalErrorTexts = Record<ErrorMessageKey | 'errorTitle' | 'backHome', string>;

/**
 * The five `errors` texts the root error page shows, copied from messages/*.json (a test keeps
 * them equal). global-error.tsx is in every page's first JavaScript, so importing the message
 * files there sent both whole catalogues (12 KB gzip) to every visitor.
 */
export const GLOBAL_ERROR_TEXTS: Record<Language, GlobalErrorTexts> = {
  pl: {
    errorTitle: 'Błąd serwisu',
    notFound: 'Przykro nam, ale pod wskazanym adresem nie mamy nieruchomości.',
    generic: 'Coś poszło nie tak. Już nad tym pracujemy.',
    unknown: 'Wystąpił nieznany błąd',
    backHome: 'Wróć na stronę główną',
  },
  en: {
    errorTitle: 'Website error',
    notFound: 'We are sorry, but the page you are looking for was not found.',
    generic: 'Something went wrong. We are already working on it.',
    unknown: 'An unknown error occurred',
    backHome: 'Back to the home page',
  },
};
