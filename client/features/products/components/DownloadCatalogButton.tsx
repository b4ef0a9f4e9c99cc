import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { LinkButton, type LinkButtonProps } from '../../../components/LinkButton';

export type DownloadCatalogButtonProps = Omit<LinkButtonProps, 'children'>;

/** A button-styled link to the product catalogue (PDF) in the current language. */
export function DownloadCatalogButton({ variant = 'outline', ...props }: DownloadCatalogButtonProps) {
  const { t, i18n } = useTranslation('products');
  return (
    <LinkButton colorPalette="brand" variant={variant} {...props}>
      <a href={paths.catalogue(i18n.language)} download data-testid="download-catalog">
        <Download size={18} aria-hidden="true" />
        {t('catalog.download')}
      </a>
    </LinkButton>
  );
}
