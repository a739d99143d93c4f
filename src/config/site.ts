/**
 * Build-time configuration from the environment (see README, "Environment variables"). Unset values
 * are not guessed: the pages say the feature is not configured instead.
 */
function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function emailAddress(value: string | undefined): string | null {
  return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : null;
}

export const siteConfig = {
  /** External card-payment page for donations (PUBLIC_DONATION_URL, https only). */
  donationUrl: httpsUrl(import.meta.env.PUBLIC_DONATION_URL),
  /** Address for partnership and investment enquiries (PUBLIC_CONTACT_EMAIL). */
  contactEmail: emailAddress(import.meta.env.PUBLIC_CONTACT_EMAIL),
} as const;

/** The Acas helpline, as Acas publishes it (https://www.acas.org.uk/contact). */
export const ACAS_HELPLINE = '0300 123 1100';

/** External help the footer and notices point to. */
export const externalHelp = {
  acas: 'https://www.acas.org.uk/',
  tribunals: 'https://www.gov.uk/courts-tribunals/employment-tribunal',
  citizensAdvice: 'https://www.citizensadvice.org.uk/work/',
} as const;

/**
 * A mailto: link with its subject and, when given, a body to start from. RFC 6068 wants line
 * breaks in a body as CRLF, so each newline is sent as %0D%0A.
 */
export function mailDraft(address: string, subject: string, body?: string): string {
  const bodyPart = body === undefined ? '' : `&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
  const query = `subject=${encodeURIComponent(subject)}${bodyPart}`;
  return `mailto:${address}?${query}`;
}
