import { Box, Container, Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DownloadCatalogButton, RecentlyViewed } from '../../features/products';
import { isSolutionSlug, SolutionDetail, SolutionNotFound, SolutionTexts } from '../../features/solutions';

export { loadSolutionDetails as preload } from '../../features/solutions';

/** /solutions/{slug} (and /cozumler/{slug}): the solution, then the spec's product detail block. */
function Solution() {
  const { slug } = useParams();
  const { t } = useTranslation('solutions');
  if (!isSolutionSlug(slug)) return <SolutionNotFound />;
  return (
    <>
      <SolutionDetail slug={slug} />
      <Box as="section" bg="gray.50" py="12" aria-labelledby="product-detail">
        <Container maxW="7xl">
          <Flex justify="space-between" align="center" wrap="wrap" gap="4" mb="6">
            <Heading as="h2" id="product-detail" size="xl">
              {t('solution-details:detail.productDetail')}
            </Heading>
            <DownloadCatalogButton />
          </Flex>
          <RecentlyViewed />
        </Container>
      </Box>
    </>
  );
}

export default function SolutionPage() {
  return (
    <SolutionTexts>
      <Solution />
    </SolutionTexts>
  );
}
