import { Center, Spinner, Text } from '@chakra-ui/react';
import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../../components/NotFoundView';
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
    <NotFoundView
      icon={PackageX}
      title={t('notFound.title')}
      description={t('notFound.description')}
      backTo={paths.products()}
      backLabel={t('notFound.back')}
    />
  );
}
