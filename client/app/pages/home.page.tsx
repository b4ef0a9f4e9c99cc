import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/Seo';
import { ProductGrid } from '../../features/products';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <Seo title={t('meta.title')} description={t('meta.description')} />
      <Box
        as="section"
        minH={{ base: '70vh', lg: '85vh' }}
        display="flex"
        alignItems="center"
        color="white"
        bgImage="linear-gradient(rgba(4,31,58,.65), rgba(4,31,58,.65)), url(/img/hero.jpg)"
        bgSize="cover"
        bgPos="center"
      >
        <Container maxW="7xl">
          <Stack maxW="2xl" gap="6">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">{t('hero.title')}</Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }}>{t('hero.description')}</Text>
            <Box>
              <Button asChild size="lg" colorPalette="blue">
                <a href="#products">{t('hero.button')}</a>
              </Button>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container as="section" id="products" maxW="7xl" py="16" scrollMarginTop="20">
        <Stack gap="2" mb="8">
          <Heading as="h2" size="2xl">{t('products.title')}</Heading>
          <Text color="gray.600">{t('products.subtitle')}</Text>
        </Stack>
        <ProductGrid />
      </Container>
    </>
  );
}
