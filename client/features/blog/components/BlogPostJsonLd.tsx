import { useTranslation } from 'react-i18next';
import { BreadcrumbJsonLd, JsonLd, useSiteUrls } from '../../../components/JsonLd';
import { paths } from '../../../config/paths';
import { localizedLanguage } from '../../../lib/localized';
import { absoluteUrl, blogPostingLd, laterDate } from '../../../lib/structured-data';
import { blogImage, useBlogTexts } from './BlogCard';
import type { BlogPostData } from './BlogPostView';

/** When a post was published and last changed, for its structured data and its article:* tags. */
export function postDates(post: Pick<BlogPostData, 'date' | 'updatedAt'>) {
  return { published: post.date, modified: laterDate(post.updatedAt, post.date) };
}

/** The post as a BlogPosting and its place (Home / Blog / post) as a BreadcrumbList, in the page's language. */
export function BlogPostJsonLd({ post }: { post: BlogPostData }) {
  const { t, i18n } = useTranslation('blog');
  const url = useSiteUrls();
  const { title, summary } = useBlogTexts(post);
  const dates = postDates(post);
  const data = blogPostingLd({
    origin: url.origin,
    publisher: t('common:brand'),
    url: url.page(paths.blogPost(post.slug)),
    headline: title,
    description: summary,
    image: absoluteUrl(url.origin, blogImage(post)),
    datePublished: dates.published,
    dateModified: dates.modified,
    inLanguage: localizedLanguage(i18n.language, post.titleEn),
  });
  const trail = [
    { label: t('common:home'), href: paths.home() },
    { label: t('meta.title'), href: paths.blog() },
    { label: title, href: paths.blogPost(post.slug) },
  ];
  return (
    <>
      <JsonLd data={data} />
      <BreadcrumbJsonLd items={trail} />
    </>
  );
}
