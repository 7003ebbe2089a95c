/** A phone number as a tel: URI, digits and a leading '+' only: '+48 22 000 00 01' -> 'tel:+48220000001'. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** An e-mail address as a mailto: URI; the address is encoded so no header can be smuggled in. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
}
