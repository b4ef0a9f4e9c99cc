import { Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HeroBanner } from '../../../components/HeroBanner';
import { Seo } from '../../../components/Seo';
import { BlogGrid } from '../components/BlogGrid';

export default function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <>
      <Seo title={t('meta.title')} description={t('meta.description')} />
      <HeroBanner image="banner-1.jpg" mobileImage="banner-1-m.jpg" title={t('hero.title')} description={t('hero.description')} minH={{ base: '45vh', lg: '50vh' }} />
      <Container maxW="7xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
        <BlogGrid headingAs="h2" />
      </Container>
    </>
  );
}
