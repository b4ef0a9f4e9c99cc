import { Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deferred } from '../../components/deferred';
import { HeroBanner } from '../../components/HeroBanner';
import { Seo } from '../../components/Seo';
import { pageNumber, paths } from '../../config/paths';
import { pageTexts } from '../../lib/page-texts';

/** The page's texts and its lists' (applications, documents): only this page shows them. */
const texts = pageTexts(
  ['resources', 'applications', 'documents'],
  import.meta.glob<Record<string, unknown>>('../../locales/*/{resources,applications,documents}.json', { import: 'default' }),
);

export const preload = texts.load;

/** The tabs with their lists: their code (Chakra's tabs, the lists' cards) is loaded apart; the server's HTML shows them meanwhile. */
const ResourceTabs = deferred(() => import('./ResourceTabs').then((m) => m.ResourceTabs));

const TABS_ID = 'resource-tabs';

/**
 * /resources (and /kaynaklar): blog, applications and documents as tabs chosen by `?tab=` (blog by default), each
 * list a page at a time (`?page=`).
 */
function Resources() {
  const { t } = useTranslation('resources');
  const [searchParams] = useSearchParams();
  const page = pageNumber(searchParams);
  const title = page > 1 ? t('common:pagination.title', { title: t('meta.title'), page }) : t('meta.title');

  return (
    <>
      <Seo title={title} description={t('meta.description')} image={paths.image('banner-3.jpg')} imageAlt={t('meta.imageAlt')} />
      <HeroBanner
        image="banner-3.jpg"
        mobileImage="banner-3-m.jpg"
        title={t('hero.title')}
        description={t('hero.description')}
        minH={{ base: '45vh', lg: '50vh' }}
      />
      <Container id={TABS_ID} maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <ResourceTabs scrollTo={TABS_ID} />
      </Container>
    </>
  );
}

export default function ResourcesPage() {
  return (
    <texts.Gate>
      <Resources />
    </texts.Gate>
  );
}
