import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canonicalPath, withLanguage } from '../config/paths';
import { LANGUAGES } from '../lib/i18n';
import { useRenderInfo } from './render-context';

const OG_LOCALES: Record<string, string> = { tr: 'tr_TR', en: 'en_US' };

export interface SeoProps {
  title: string;
  description?: string;
  /** Absolute path of the share image; the site's default banner when left out. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  noindex?: boolean;
}

/**
 * Title (suffixed with the brand), description, canonical and hreflang links and Open Graph tags, in the page's
 * language; React hoists them into <head>. Turkish URLs carry no parameter, English ones `?lang=en`.
 */
export function Seo({ title, description, image = '/img/banner-1.jpg', type = 'website', noindex }: SeoProps) {
  const { t, i18n } = useTranslation();
  const { origin } = useRenderInfo();
  const { pathname, search } = useLocation();
  const path = canonicalPath(pathname, search);
  const url = (lng: string) => origin + withLanguage(path, lng);
  const fullTitle = `${title} | ${t('brand')}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(i18n.language)} />}
      {noindex ? null : LANGUAGES.map((lng) => <link key={lng} rel="alternate" hrefLang={lng} href={url(lng)} />)}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={url('tr')} />}
      <meta property="og:site_name" content={t('brand')} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url(i18n.language)} />
      <meta property="og:image" content={origin + image} />
      <meta property="og:locale" content={OG_LOCALES[i18n.language]} />
      {LANGUAGES.filter((l) => l !== i18n.language).map((l) => <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />)}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
