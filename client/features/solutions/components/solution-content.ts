import { useTranslation } from 'react-i18next';
import { SOLUTION_SLUGS, type SolutionSlug } from '../../../config/paths';

export interface SolutionContent {
  iconName: string;
  image: string;
  imageAlt: string;
  title: string;
  description: string;
  metaDescription: string;
  subtitle: string;
  summary: string[];
  scope: { title: string; items: string[] }[];
  technology: { intro: string; groups: { title: string; items: string[] }[] };
  values: string[];
  process: { title: string; description: string }[];
}

export const isSolutionSlug = (slug: string | undefined): slug is SolutionSlug =>
  (SOLUTION_SLUGS as readonly string[]).includes(slug ?? '');

/** A card's texts, in every page's texts: the page's own (image, summary...) load with the solution pages (solution-details.ts). */
export type SolutionSummary = Pick<SolutionContent, 'iconName' | 'title' | 'description'>;

/** A solution area's card texts in the current language (the home page's and the solutions page's cards). */
export function useSolutionSummary(slug: SolutionSlug): SolutionSummary {
  const { t } = useTranslation('solutions');
  return t(`items.${slug}`, { returnObjects: true }) as SolutionSummary;
}
