import { Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation } from 'react-router';
import { HeroBanner } from '../../../components/HeroBanner';
import { Seo } from '../../../components/Seo';
import { paths, routes } from '../../../config/paths';
import { SolutionCards } from '../components/SolutionCards';

/** /solutions, and /cozumler whose cards link to /cozumler/{slug}. */
export default function SolutionsPage() {
  const { t } = useTranslation('solutions');
  const { pathname } = useLocation();
  const alias = routes.solutions.aliases.find((a) => pathname.startsWith(a));
  const link = (slug: string) => (alias ? generatePath(routes.solution.aliases[0], { slug }) : paths.solution(slug));
  return (
    <>
      <Seo
        title={t('list.metaTitle')}
        description={t('list.metaDescription')}
        image={paths.image('solutions.jpg')}
        imageAlt={t('list.metaImageAlt')}
      />
      <HeroBanner image="solutions.jpg" title={t('list.title')} description={t('list.description')} minH={{ base: '45vh', lg: '50vh' }} />
      <Container maxW="7xl" py={{ base: '12', md: '16' }}>
        <SolutionCards link={link} headingLevel="h2" />
      </Container>
    </>
  );
}
