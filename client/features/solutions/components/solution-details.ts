// The long texts of the solution pages (scope, technology, values, process), in a chunk per language that only those
// pages load (client/lib/page-texts.ts): every other page would otherwise carry them in its language's texts.
import { useTranslation } from 'react-i18next';
import type { SolutionSlug } from '../../../config/paths';
import { pageTexts } from '../../../lib/page-texts';
import type { SolutionContent } from './solution-content';

const SOLUTION_DETAILS_NS = 'solution-details';

const texts = pageTexts(
  SOLUTION_DETAILS_NS,
  import.meta.glob<Record<string, unknown>>('../../../locales/*/solution-details.json', { import: 'default' }),
);

/** Loads a language's texts (before hydrating a solution page: client/app/page-routes.tsx calls it). */
export const loadSolutionDetails = texts.load;

/** Renders a solution page once its texts are there (its headings, its not-found view, its area's content). */
export const SolutionTexts = texts.Gate;

/** The static content of one solution area in the current language: its card's texts and its page's. */
export function useSolutionContent(slug: SolutionSlug): SolutionContent {
  texts.useTexts();
  const { t } = useTranslation(['solutions', SOLUTION_DETAILS_NS]);
  return {
    ...(t(`items.${slug}`, { returnObjects: true }) as object),
    ...(t(`${SOLUTION_DETAILS_NS}:items.${slug}`, { returnObjects: true }) as object),
  } as SolutionContent;
}
