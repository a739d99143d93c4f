/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** https address of the external card-payment page for donations; unset → "not set up" text. */
  readonly PUBLIC_DONATION_URL?: string;
  /** Contact address for partnership and investment mail drafts; unset → "not set up" text. */
  readonly PUBLIC_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
