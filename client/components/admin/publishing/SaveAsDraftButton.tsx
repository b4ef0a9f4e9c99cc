import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A second submit button of a create form: the record is saved as a draft (issue 10). */
export function SaveAsDraftButton({ saving, onChoose }: { saving: boolean; onChoose(): void }) {
  const { t } = useTranslation('adminPublishing');
  return <Button type="submit" variant="outline" colorPalette="brand" disabled={saving} onClick={onChoose}>{t('saveAsDraft')}</Button>;
}
