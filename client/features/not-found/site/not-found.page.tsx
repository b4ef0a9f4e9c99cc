import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../../components/NotFoundView';
import { paths } from '../../../config/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <NotFoundView
      icon={MapPinOff}
      title={t('notFound.title')}
      description={t('notFound.description')}
      backTo={paths.home()}
      backLabel={t('notFound.back')}
    />
  );
}
