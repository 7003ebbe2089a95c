import { THEME_COLOR } from '@estate/domain/constants';
import type { MetadataRoute } from 'next';
import pl from '../../messages/pl.json';

/** The installable-app description; its theme colour matches <meta name="theme-color"> (SPEC §1). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: pl.meta.siteName,
    short_name: pl.footer.logoAlt,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' }],
  };
}
