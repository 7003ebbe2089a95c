import { notFound } from 'next/navigation';

/** Anything no other route matched: the localized 404 page. */
export default function UnmatchedRoute() {
  notFound();
}
