import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HttpStatus } from '../../../components/Redirect';
import { Seo } from '../../../components/Seo';
import { paths } from '../../../config/paths';

export function SolutionNotFound() {
  const { t } = useTranslation('solutions');
  return (
    <Container maxW="3xl" py="24">
      <HttpStatus code={404} />
      <Seo title={t('detail.notFound')} noindex />
      <Stack gap="4" align="start">
        <Text fontSize="6xl" fontWeight="bold" color="brand.500">404</Text>
        <Heading as="h1">{t('detail.notFound')}</Heading>
        <Button asChild colorPalette="brand"><RouterLink to={paths.solutions()}>{t('detail.backToList')}</RouterLink></Button>
      </Stack>
    </Container>
  );
}
