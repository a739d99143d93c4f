import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Content lives outside src/, in content/en and content/pt with the same file names, so an editor
 * changes words with a pull request and no code. Every field is documented; the build fails when a
 * file does not match its schema.
 */
const link = z.object({
  /** Visible text. */
  label: z.string().min(1),
  /** Language-neutral site path ("/stages"); the page adds "/pt" for Portuguese. */
  path: z.string().startsWith('/'),
});

const home = defineCollection({
  loader: glob({ pattern: '*/home.json', base: './content' }),
  schema: z.object({
    hero: z.object({
      /** The page's one <h1>. */
      title: z.string().min(1),
      lead: z.string().min(1),
      /** 'Start Free Guide', to /stages. */
      startGuide: link,
      /** 'View All Services', to /pricing. */
      viewServices: link,
    }),
    /** Shown when the address carries ?checkout=success (spec part 1, "Home"). */
    checkoutSuccess: z.string().min(1),
    /** The two-card section: 8-Stage Process Guide and Smart Case Tracking. */
    cards: z.array(z.object({ title: z.string(), body: z.string(), link })).length(2),
    /** 'What You'll Learn': exactly eight points. */
    learn: z.object({ title: z.string(), points: z.array(z.string().min(1)).length(8) }),
    features: z.object({
      title: z.string(),
      lead: z.string(),
      /** Free ET1 Claim Form, Legal Glossary, Interactive Checklists, Resource Library, Community Support. */
      items: z.array(z.object({ title: z.string(), body: z.string(), link: link.optional() })).length(5),
      donate: z.object({
        title: z.string(),
        body: z.string(),
        /** 'Donate Any Amount': opens PUBLIC_DONATION_URL in a new tab. */
        button: z.string(),
        /** Said instead of the button when PUBLIC_DONATION_URL is not set. */
        notConfigured: z.string(),
      }),
    }),
    tiers: z.object({
      title: z.string(),
      lead: z.string(),
      /** Badge on the highlighted tier. */
      mostPopular: z.string(),
      /** Shown after a monthly price ("/month"). */
      perMonth: z.string(),
      /** Shown after the free price ("forever"). */
      forever: z.string(),
      /** "from" before a price that is a starting point. */
      items: z
        .array(
          z.object({
            /** Key in src/domain/plans.ts: the price comes from there, never from this file. */
            plan: z.enum(['free', 'premium_base', 'paralegal']),
            name: z.string(),
            description: z.string(),
            features: z.array(z.string()).min(1),
            /** Marks the tier with the 'MOST POPULAR' badge. */
            highlighted: z.boolean().default(false),
            cta: link,
          }),
        )
        .length(3),
    }),
    partner: z.object({
      title: z.string(),
      body: z.string(),
      /** Opens a mail draft with the subject 'Partnership Opportunity'. */
      partnerButton: z.string(),
      /** Opens a mail draft with the subject 'Investment Inquiry'. */
      investButton: z.string(),
      /** Said instead of the buttons when PUBLIC_CONTACT_EMAIL is not set. */
      notConfigured: z.string(),
    }),
  }),
});

export const collections = { home };
