import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../../components/NotFoundView';
import { paths } from '../../../config/paths';

export function SolutionNotFound() {
  const { t } = useTranslation('solutions');
  return (
    <NotFoundView
      icon={Compass}
      title={t('solution-details:detail.notFound')}
      backTo={paths.solutions()}
      backLabel={t('solution-details:detail.backToList')}
    />
  );
}
