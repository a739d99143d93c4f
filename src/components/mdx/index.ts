/**
 * The components an MDX page may use without importing anything (content-editing.md lists them).
 * The page renderer passes this map to <Content components={…}>.
 */
import AcasHelpline from './AcasHelpline.astro';
import Callout from './Callout.astro';
import ClaimTypeChooser from './ClaimTypeChooser.astro';
import DeadlineExample from './DeadlineExample.astro';
import Expandable from './Expandable.astro';
import Fig from './Fig.astro';
import FigFrom from './FigFrom.astro';
import FigNext from './FigNext.astro';
import FigPending from './FigPending.astro';
import Glossary from './Glossary.astro';
import Stage2Checklist from './Stage2Checklist.astro';
import TemplateList from './TemplateList.astro';

export const mdxComponents = {
  AcasHelpline,
  Callout,
  ClaimTypeChooser,
  DeadlineExample,
  Expandable,
  Fig,
  FigFrom,
  FigNext,
  FigPending,
  Glossary,
  Stage2Checklist,
  TemplateList,
};
