import { Badge, HStack } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Flags a record whose English is missing or may be out of date. */
export function EnglishBadges({ missing, outdated }: { missing: readonly string[]; outdated: readonly string[] }) {
  const { t } = useTranslation('admin/common');
  if (!missing.length && !outdated.length) return null;
  return (
    <HStack gap="1" wrap="wrap" mt="1">
      {missing.length ? (
        <Badge size="sm" colorPalette="orange" whiteSpace="normal" data-testid="english-missing">
          {t('list.englishMissing')}
        </Badge>
      ) : null}
      {outdated.length ? (
        <Badge size="sm" colorPalette="yellow" whiteSpace="normal" data-testid="english-outdated">
          <TriangleAlert size={12} aria-hidden="true" />
          {t('list.englishOutdated')}
        </Badge>
      ) : null}
    </HStack>
  );
}
