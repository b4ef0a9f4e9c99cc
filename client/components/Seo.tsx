import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRenderInfo } from './render-context';

/** Title (suffixed with the brand), meta description and canonical link; React hoists them into <head>. */
export function Seo({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  const { origin } = useRenderInfo();
  const { pathname } = useLocation();
  return (
    <>
      <title>{`${title} | ${t('brand')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={`${origin}${pathname}`} />
    </>
  );
}
