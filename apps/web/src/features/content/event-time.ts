import { SITE_TIME_ZONE } from '@estate/domain/dates';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const warsawTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The hour of an event as Poles read it ('10:00'), in the site's time zone whatever the server's
 * is; '' for a date-only value (an all-day event) or an unreadable one.
 */
export function formatEventTime(value: string): string {
  if (DATE_ONLY.test(value)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return warsawTime.format(date);
}

/** Whether the event's day is today or later, by the site's calendar (the API lists those first). */
export function isUpcoming(value: string, now: Date = new Date()): boolean {
  const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: SITE_TIME_ZONE });
  if (DATE_ONLY.test(value)) return value >= day(now);
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && day(date) >= day(now);
}
