/**
 * SPEC 3: a sales person's ConsultantType, shown as a readable role. The four types the server is known to
 * send have a text of their own (translated by the panel); any other is shown as words split at its
 * capitals ("ProductSpecialist" -> "Product specialist"), never as a code or an empty line.
 */
export const CONSULTANT_TYPES = ['FieldSales', 'TeleSales', 'KeyAccount', 'Culinary'] as const;
export type KnownConsultantType = (typeof CONSULTANT_TYPES)[number];

export function knownConsultantType(type: string): KnownConsultantType | null {
  return (CONSULTANT_TYPES as readonly string[]).includes(type) ? (type as KnownConsultantType) : null;
}

export function consultantTypeWords(type: string): string {
  const words = type
    .trim()
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w.toLowerCase())).join(' ');
}

/** A phone number as a tel: address (digits and a leading +); null when there are no digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** An e-mail address as a mailto: address; null when it does not look like one. */
export function mailtoHref(email: string): string | null {
  const value = email.trim();
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(value) ? `mailto:${value}` : null;
}
