import { useTranslation } from 'react-i18next';
import { paths, withLanguage } from '../config/paths';
import { LANGUAGES } from '../lib/i18n';
import { breadcrumbLd, jsonLdText, organizationLd, type JsonLdNode } from '../lib/structured-data';
import { useRenderInfo } from './render-context';

/**
 * Structured data as a JSON data block: never run, so the CSP (`script-src 'self'`) has nothing to allow. It stays in
 * the body where it is rendered (React hoists only title, meta and link), which search engines read as well.
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** Absolute URLs of the page's language on PUBLIC_URL (never the request's Host), as Seo writes them. */
export function useSiteUrls() {
  const { origin } = useRenderInfo();
  const { i18n } = useTranslation();
  return {
    origin,
    /** A site path (possibly with a query) in the page's language. */
    page: (path: string) => origin + withLanguage(path, i18n.language),
  };
}

export interface BreadcrumbItem {
  label: string;
  /** The site path the item links to. */
  href: string;
}

/** The trail Home / … / this page as a BreadcrumbList, with the same labels and links as the page shows. */
export function BreadcrumbJsonLd({ items }: { items: readonly BreadcrumbItem[] }) {
  const url = useSiteUrls();
  return <JsonLd data={breadcrumbLd(items.map((item) => ({ name: item.label, url: url.page(item.href) })))} />;
}

/** The company as the footer shows it (name, e-mail, phone, address), in the page's language: on every public page. */
export function OrganizationJsonLd() {
  const { t } = useTranslation();
  const url = useSiteUrls();
  const data = organizationLd({
    origin: url.origin,
    name: t('brand'),
    description: t('slogan'),
    url: url.page(paths.home()),
    logo: url.origin + paths.logo(),
    email: t('footer.email'),
    telephone: t('footer.phone'),
    contactType: t('organization.contactType'),
    languages: LANGUAGES,
    address: {
      streetAddress: t('organization.streetAddress'),
      addressLocality: t('organization.addressLocality'),
      addressRegion: t('organization.addressRegion'),
      addressCountry: t('organization.addressCountry'),
    },
  });
  return <JsonLd data={data} />;
}
