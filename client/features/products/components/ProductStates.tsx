import { Box, Button, Center, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HttpStatus } from '../../../components/Redirect';
import { Seo } from '../../../components/Seo';
import { paths } from '../../../config/paths';

export function ProductLoading() {
  const { t } = useTranslation('products');
  return (
    <Center minH="60vh" gap="3" role="status" color="gray.600">
      <Spinner size="lg" color="brand.500" />
      <Text>{t('detail.loading')}</Text>
    </Center>
  );
}

/** No product has this slug: 404, the spec's texts and a way back to the catalogue. */
export function ProductNotFound() {
  const { t } = useTranslation('products');
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <HttpStatus code={404} />
      <Seo title={t('notFound.title')} noindex />
      <Stack gap="5" align="center" textAlign="center" data-testid="product-not-found">
        <Box p="5" rounded="full" bg="brand.50" color="brand.600">
          <PackageX size={48} aria-hidden="true" strokeWidth={1.5} />
        </Box>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="gray.900">{t('notFound.title')}</Heading>
        <Text color="gray.600" fontSize="lg">{t('notFound.description')}</Text>
        <Button asChild colorPalette="brand" size="lg" mt="2">
          <RouterLink to={paths.products()}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t('notFound.back')}
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
