import type { ConsentChoices } from '@/features/consent/consent-categories';
import { consentModeUpdate } from '@/features/consent/consent-mode';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's data layer; the head script creates it, this only guards a missing one. */
export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Google's gtag(): the tag manager reads commands only as Arguments objects, never as arrays. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: the Arguments object itself is the wire format.
  dataLayer().push(arguments);
}

export function pushConsentUpdate(choices: ConsentChoices): void {
  gtag('consent', 'update', consentModeUpdate(choices));
}

export interface PageView {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
  page_language: string;
}

export function pushPageView(view: Omit<PageView, 'event'>): void {
  dataLayer().push({ event: 'page_view', ...view } satisfies PageView);
}
