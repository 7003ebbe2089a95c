// The public site's style sheets in cascade order, for the [lang] layout and the global error page
// alike. Imported the same from both, the bundler emits them as one file: one render-blocking
// request before the first paint instead of two (decision 043).
import '@/app/globals.css';
import '@/features/offers/offers.css';
import '@/features/content/content.css';
import '@/features/forms/forms.css';
import '@/features/map/offer-map.css';
