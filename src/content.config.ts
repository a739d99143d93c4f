import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { isIsoDate } from './domain/calendar';
import { claimTypeIds } from './domain/case-schema';
import { planTypes } from './domain/plans';

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
    /** Shown when the address carries ?checkout=success. */
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
            plan: z.enum(planTypes),
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
    }),
  }),
});

/** A source a page relies on: shown under the page, so a reader can check it. */
const source = z.object({
  /** What the source is ("Employment Rights Act 1996, s.111"). */
  title: z.string().min(1),
  /** Its address, https only. */
  url: z.url({ protocol: /^https$/ }),
});

/** A calendar date written yyyy-mm-dd (YAML reads an unquoted one as a Date: it is turned back). */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write dates as yyyy-mm-dd')
    // A real calendar day: 2026-02-30 is refused, not rolled over into March.
    .refine(isIsoDate, 'Not a real calendar date'),
);

/**
 * Guidance pages in MDX: content/{en,pt}/stages/1.mdx … 8.mdx, guides/*.mdx, tactical-guide.mdx,
 * resources.mdx, glossary.mdx, legal/terms.mdx, legal/privacy.mdx. The page's <h1> is `title`; the
 * body starts at <h2> (## in Markdown). Figures are never typed: use <Fig id="…" />.
 */
const pages = defineCollection({
  loader: glob({ pattern: '*/**/*.mdx', base: './content' }),
  schema: z.object({
    /** The page heading and <title>. */
    title: z.string().min(1),
    /** One or two sentences for search engines and the search results. */
    description: z.string().min(1).max(300),
    /** The day a person last checked this page against the law (yyyy-mm-dd). Shown on the page. */
    lastReviewed: isoDate,
    /** What the page relies on (at least one). Shown at the foot of the page. */
    sources: z.array(source).min(1),
    /** Legal pages only: the date of the current version, shown as 'Last updated'. */
    lastUpdated: isoDate.optional(),
  }),
});

/**
 * The seven answers to stage 1's 'What happened at work?', in
 * content/{en,pt}/claim-types.json. Ids are fixed (cases store them); the words are the editors'.
 */
const claimTypes = defineCollection({
  loader: glob({ pattern: '*/claim-types.json', base: './content' }),
  schema: z.object({
    /** The question above the options. */
    question: z.string(),
    /** The button that shows the result ('See If I Can Make a Claim'). */
    submit: z.string(),
    /** 'Check Another Problem'. */
    again: z.string(),
    /** 'Continue to Stage 2'. */
    continue: z.string(),
    types: z
      .array(
        z.object({
          id: z.enum(claimTypeIds),
          /** The option's label and the result's heading. */
          title: z.string(),
          /** One line under the option. */
          description: z.string(),
          /** The result's explanation: one string per paragraph. */
          details: z.array(z.string()).min(1),
          // The continuous employment needed, the time limit and interim relief are not written
          // here: the chooser reads them from the complaint registry (src/domain/complaints), for
          // the complaint the claim type stands for.
          /** What the time runs from, completing "… beginning with": 'the day your employment ended'. */
          timeLimitFrom: z.string(),
          /** A date for the worked example in the time-limit card (yyyy-mm-dd). */
          exampleDate: isoDate,
          /** Extra points about time for this claim (one per item). */
          timeLimitNotes: z.array(z.string()).default([]),
          /** What to do next, in order. */
          nextSteps: z.array(z.string()).min(2),
        }),
      )
      .length(7),
  }),
});

/** The glossary, content/{en,pt}/glossary.json: at least 50 terms, each explained plainly. */
const glossary = defineCollection({
  loader: glob({ pattern: '*/glossary.json', base: './content' }),
  schema: z.object({
    terms: z
      .array(
        z.object({
          /** The term as the reader looks for it. In Portuguese, the English term follows in brackets. */
          term: z.string().min(1),
          /** A plain definition of one to three sentences. */
          definition: z.string().min(1),
        }),
      )
      .min(50),
  }),
});

/** The template library, content/{en,pt}/resources.json: files in public/templates, English only. */
const resources = defineCollection({
  loader: glob({ pattern: '*/resources.json', base: './content' }),
  schema: z.object({
    templates: z
      .array(
        z.object({
          /** File name in public/templates ("grievance-letter.txt"). */
          file: z.string().regex(/^[a-z0-9-]+\.txt$/),
          title: z.string(),
          /** When to use it, in the page's language. */
          whenToUse: z.string(),
          /** What to be careful about (optional). */
          tip: z.string().optional(),
        }),
      )
      .min(10),
  }),
});

export const collections = { home, pages, claimTypes, glossary, resources };
