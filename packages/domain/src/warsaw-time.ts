/**
 * Times staff type are Polish wall-clock times (the offer's audience and the team are in Poland),
 * whatever the zone of the computer: `<input type="datetime-local">` values to and from instants.
 */
const ZONE = 'Europe/Warsaw';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Warsaw wall-clock time of an instant, as a datetime-local value (YYYY-MM-DDTHH:mm). */
export function toWarsawLocal(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes Warsaw is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const wall = toWarsawLocal(instant);
  return Math.round((Date.parse(`${wall}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Warsaw wall-clock time typed as YYYY-MM-DDTHH:mm, as ISO 8601 with its offset;
 * null when the text is not such a time. A time the clocks skip in spring, or repeat in autumn, is
 * read with the summer offset (in autumn: its first occurrence).
 */
export function fromWarsawLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Try summer time first, then winter time: the first whose wall clock matches wins.
  for (const offset of [120, 60]) {
    const instant = new Date(asUtc - offset * 60_000);
    if (offsetMinutes(instant) === offset && toWarsawLocal(instant) === local) {
      return `${local}:00+0${offset / 60}:00`;
    }
  }
  return `${local}:00+02:00`;
}
