import type { Language } from '@estate/domain/language';
import type messages from '../../messages/pl.json';

// Type-checks every message key and locale against the Polish file (the reference language).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Language;
    Messages: typeof messages;
  }
}
