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

export const isSolutionSlug = (slug: string | undefined): slug is SolutionSlug => (SOLUTION_SLUGS as readonly string[]).includes(slug ?? '');

/** The static content of one solution area in the current language. */
export function useSolutionContent(slug: SolutionSlug): SolutionContent {
  const { t } = useTranslation('solutions');
  return t(`items.${slug}`, { returnObjects: true }) as SolutionContent;
}
