/** SPEC §3: "Dates are shown as dd/mm/yyyy", in the site's time zone whatever the server's is. */
export const SITE_TIME_ZONE = 'Europe/Warsaw';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const warsawDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * 'dd/mm/yyyy'. A date-only 'YYYY-MM-DD' is a calendar day, not an instant, so it is rewritten
 * as is; anything else is read as an instant and shown as the Warsaw calendar day. An unreadable
 * value gives '' so a page shows a blank rather than 'NaN/NaN/NaN'.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    warsawDate.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

const warsawTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/yyyy, HH:mm' in Warsaw time: a tender's start or deposit deadline; '' when unreadable. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${warsawTime.format(date)}`;
}
