import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from './LinkButton';
import { pageItems } from './page-items';

const bringIntoView = (id?: string) => () => {
  if (!id) return;
  // After the navigation has rendered the new page's first state.
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
};

export interface PageLinksProps {
  page: number;
  count: number;
  /** The URLs of the pages linked, as JSON (page number to URL): text, so the part's props stay equal while it hydrates. */
  links: string;
  scrollTo?: string;
}

/** Previous, page numbers (current one marked with aria-current) and next (Pagination in ./Pagination loads this apart). */
export function PageLinks({ page, count, links, scrollTo }: PageLinksProps) {
  const { t } = useTranslation();
  const urls = useMemo(() => JSON.parse(links) as Record<number, string>, [links]);
  const href = (target: number) => urls[target];
  const onFollow = bringIntoView(scrollTo);
  const step = (target: number, rel: 'prev' | 'next') => {
    const label = t(rel === 'prev' ? 'pagination.previous' : 'pagination.next');
    const Icon = rel === 'prev' ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {rel === 'prev' ? <Icon aria-hidden="true" /> : null}
        <Box as="span" display={{ base: 'none', md: 'inline' }}>
          {label}
        </Box>
        {rel === 'next' ? <Icon aria-hidden="true" /> : null}
      </>
    );
    if (target < 1 || target > count) {
      return (
        <Button size={{ base: 'xs', md: 'sm' }} colorPalette="brand" variant="outline" disabled aria-label={label}>
          {content}
        </Button>
      );
    }
    return (
      <LinkButton size={{ base: 'xs', md: 'sm' }} colorPalette="brand" variant="outline" bg="white">
        <RouterLink to={href(target)} rel={rel} aria-label={label} onClick={onFollow}>
          {content}
        </RouterLink>
      </LinkButton>
    );
  };
  return (
    <Box as="nav" aria-label={t('pagination.label')} mt={{ base: '8', md: '12' }} data-testid="pagination">
      <HStack as="ul" listStyleType="none" gap="1" justify="center" wrap="wrap">
        <li>{step(page - 1, 'prev')}</li>
        {pageItems(page, count).map((item, i) =>
          item === 'gap' ? (
            <Box as="li" key={`gap-${i}`} aria-hidden="true" color="gray.500" px="1">
              …
            </Box>
          ) : (
            <li key={item}>
              <LinkButton
                size={{ base: 'xs', md: 'sm' }}
                colorPalette="brand"
                variant={item === page ? 'solid' : 'outline'}
                bg={item === page ? undefined : 'white'}
              >
                <RouterLink
                  to={href(item)}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: item })}
                  onClick={onFollow}
                >
                  {item}
                </RouterLink>
              </LinkButton>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next')}</li>
      </HStack>
      <Text textAlign="center" fontSize="sm" color="gray.600" mt="3">
        {t('pagination.status', { page, count })}
      </Text>
    </Box>
  );
}
