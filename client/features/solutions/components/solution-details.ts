// The long texts of the solution pages (scope, technology, values, process), in a chunk per language that only those
// pages load: every other page would otherwise carry them in its language's texts. The server renders with both
// languages' (client/entry-server.tsx) and lists the page's language's chunk among those the page loads.
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderInfo } from '../../../components/render-context';
import type { SolutionSlug } from '../../../config/paths';
import type { SolutionContent } from './solution-content';

const SOLUTION_DETAILS_NS = 'solution-details';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/solution-details.json', { import: 'default' });
/** The language's file relative to client/, as Vite's manifest names its chunk. */
const fileOf = (lng: string) => `locales/${lng}/solution-details.json`;

/** Each language's texts once loaded, and their loading. */
const loaded = new Map<string, Record<string, unknown>>();
const loading = new Map<string, Promise<void>>();

/** Loads a language's texts (before hydrating a solution page: client/app/page-routes.tsx calls it). */
export function loadSolutionDetails(lng: string): Promise<void> {
  let promise = loading.get(lng);
  if (!promise) {
    const file = files[`../../../${fileOf(lng)}`];
    promise = (file ? file() : Promise.resolve({})).then((texts) => void loaded.set(lng, texts));
    loading.set(lng, promise);
  }
  return promise;
}

/** Makes the solution texts of the current language available, suspending while their chunk loads. */
function useSolutionDetails(): void {
  const { i18n } = useTranslation();
  const info = useRenderInfo();
  const lng = i18n.language;
  if (import.meta.env.SSR) info.modules.add(fileOf(lng));
  if (i18n.hasResourceBundle(lng, SOLUTION_DETAILS_NS)) return;
  const texts = loaded.get(lng);
  // Loaded before hydrating (else the boundary would suspend while hydrating); later, after a switch of language.
  if (texts) i18n.addResourceBundle(lng, SOLUTION_DETAILS_NS, texts);
  else use(loadSolutionDetails(lng));
}

/** The static content of one solution area in the current language: its card's texts and its page's. */
export function useSolutionContent(slug: SolutionSlug): SolutionContent {
  useSolutionDetails();
  const { t } = useTranslation(['solutions', SOLUTION_DETAILS_NS]);
  return {
    ...(t(`items.${slug}`, { returnObjects: true }) as object),
    ...(t(`${SOLUTION_DETAILS_NS}:items.${slug}`, { returnObjects: true }) as object),
  } as SolutionContent;
}
