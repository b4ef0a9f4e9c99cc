import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { canonicalPath, paths, withLanguage } from '../config/paths';
import { LANGUAGES } from '../lib/i18n';
import { absoluteUrl } from '../lib/structured-data';
import { useRenderInfo } from './render-context';

const OG_LOCALES: Record<string, string> = { tr: 'tr_TR', en: 'en_US' };

export interface SeoProps {
  title: string;
  description?: string;
  /** Path (or absolute URL) of the share image; the site's default banner when left out. */
  image?: string;
  /** What the share image shows; required with `image` (the default banner has its own). */
  imageAlt?: string;
  type?: 'website' | 'article' | 'product';
  /** Posts: when they were published and last changed (ISO 8601). */
  article?: { publishedTime: string; modifiedTime: string };
  noindex?: boolean;
  /**
   * The page's canonical path when it is not the address's own (a comparison: the same products in another order);
   * named even with `noindex`, so that every order of one comparison points at the one address.
   */
  canonical?: string;
}

/**
 * Title (suffixed with the brand), description, canonical and hreflang links, Open Graph and Twitter card tags, in
 * the page's language; React hoists them into <head>. Turkish URLs carry no parameter, English ones `?lang=en`.
 * Twitter reads og:* when its own tags are missing, but not every card consumer does: both are written.
 */
export function Seo({ title, description, image, imageAlt, type = 'website', article, noindex, canonical }: SeoProps) {
  const { t, i18n } = useTranslation();
  const { origin } = useRenderInfo();
  const { pathname, search } = useLocation();
  const path = canonical ?? canonicalPath(pathname, search);
  const url = (lng: string) => origin + withLanguage(path, lng);
  const fullTitle = `${title} | ${t('brand')}`;
  const imageUrl = absoluteUrl(origin, image ?? paths.image('banner-1.jpg'));
  const alt = image ? (imageAlt ?? title) : t('seo.defaultImageAlt');
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {noindex && !canonical ? null : <link rel="canonical" href={url(i18n.language)} />}
      {noindex ? null : LANGUAGES.map((lng) => <link key={lng} rel="alternate" hrefLang={lng} href={url(lng)} />)}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={url('tr')} />}
      <meta property="og:site_name" content={t('brand')} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url(i18n.language)} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={alt} />
      <meta property="og:locale" content={OG_LOCALES[i18n.language]} />
      {LANGUAGES.filter((l) => l !== i18n.language).map((l) => (
        <meta key={l} property="og:locale:alternate" content={OG_LOCALES[l]} />
      ))}
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}
