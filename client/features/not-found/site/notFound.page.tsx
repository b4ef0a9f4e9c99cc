import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HttpStatus } from '../../../components/Redirect';
import { Seo } from '../../../components/Seo';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxW="3xl" py="24">
      <HttpStatus code={404} />
      <Seo title={t("notFound.title")} noindex />
      <Stack gap="4" align="start">
        <Text fontSize="6xl" fontWeight="bold" color="brand.500">404</Text>
        <Heading as="h1">{t('notFound.title')}</Heading>
        <Text color="gray.600">{t('notFound.description')}</Text>
        <Button asChild colorPalette="blue"><RouterLink to="/">{t('notFound.back')}</RouterLink></Button>
      </Stack>
    </Container>
  );
}
