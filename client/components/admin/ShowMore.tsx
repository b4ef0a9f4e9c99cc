import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Rows an admin list asks for at a time: the most the server answers a request (server/common/pagination.ts). */
export const ADMIN_PAGE_SIZE = 100;

export interface ShowMoreProps {
  /** Rows on screen. */
  shown: number;
  /** Records the list holds (undefined until counted). */
  total: number | undefined;
  loading?: boolean;
  onMore(): void;
}

/** Under an admin list: how many of how many records are shown, and 'show more' while some are not. */
export function ShowMore({ shown, total, loading, onMore }: ShowMoreProps) {
  const { t } = useTranslation('admin/common');
  if (total === undefined || shown === 0) return null;
  return (
    <Stack align="center" gap="2" mt="4" data-testid="show-more">
      <Text fontSize="sm" color="gray.600" aria-live="polite">
        {t('list.shown', { shown: Math.min(shown, total), total })}
      </Text>
      {shown < total ? (
        <Button variant="outline" size="sm" onClick={onMore} loading={loading}>
          {t('list.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
