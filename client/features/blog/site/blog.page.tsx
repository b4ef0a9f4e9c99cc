import { Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HeroBanner } from '../../../components/HeroBanner';
import { Seo } from '../../../components/Seo';
import { pageNumber, paths } from '../../../config/paths';
import { BlogGrid } from '../components/BlogGrid';

const LIST_ID = 'blog-list';

/** /blog: the posts, newest first, a page at a time (`?page=`). */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  const [searchParams] = useSearchParams();
  const page = pageNumber(searchParams);
  const title = page > 1 ? t('common:pagination.title', { title: t('meta.title'), page }) : t('meta.title');
  return (
    <>
      <Seo title={title} description={t('meta.description')} />
      <HeroBanner
        image="banner-1.jpg"
        mobileImage="banner-1-m.jpg"
        title={t('hero.title')}
        description={t('hero.description')}
        minH={{ base: '45vh', lg: '50vh' }}
      />
      <Container id={LIST_ID} maxW="7xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
        <BlogGrid headingAs="h2" page={page} href={paths.blog} scrollTo={LIST_ID} />
      </Container>
    </>
  );
}
