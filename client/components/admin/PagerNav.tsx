import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Previous/next under an admin list read a page at a time (messages, audit log). `ns` is the page's namespace, which
 * holds `pagination.label`, `.page`, `.previous` and `.next`.
 */
export function PagerNav({ ns, page, pages, goTo }: { ns: string; page: number; pages: number; goTo: (page: number) => void }) {
  const { t } = useTranslation(ns);
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={t('pagination.label')} mt="4" justify="space-between" align="center" gap="3" wrap="wrap">
      <Text color="gray.600" aria-live="polite">
        {t('pagination.page', { page, pages })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => goTo(page - 1)} disabled={page <= 1}>
          <ChevronLeft size={16} aria-hidden="true" />
          {t('pagination.previous')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => goTo(page + 1)} disabled={page >= pages}>
          {t('pagination.next')}
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </HStack>
    </Flex>
  );
}
