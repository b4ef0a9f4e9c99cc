// The page links under a paged public list: real links (`?page=N`), so every page is server-rendered and crawlable;
// in the browser they navigate in place and bring the list's top back into view.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pageCount } from '../config/paths';
import { LinkButton } from './LinkButton';

export type PageItem = number | 'gap';

/**
 * The page numbers shown: the first, the last, the current one and one on each side; a gap stands for what lies
 * between, unless it would hide a single page (then that page is shown). At most 7 items: it fits a 375 px phone.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const shown = [...new Set([1, page - 1, page, page + 1, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}

export interface PaginationProps {
  /** The page shown (from 1). */
  page: number;
  /** How many items the whole list holds. */
  total: number;
  pageSize?: number;
  /** The URL of a page of this list. */
  href: (page: number) => string;
  /** The id of the list's heading: brought into view after a page link is followed. */
  scrollTo?: string;
}

const bringIntoView = (id?: string) => () => {
  if (!id) return;
  // After the navigation has rendered the new page's first state.
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
};

/** Previous, page numbers (current one marked with aria-current) and next; nothing for a list of one page. */
export function Pagination({ page, total, pageSize, href, scrollTo }: PaginationProps) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const onFollow = bringIntoView(scrollTo);
  const step = (target: number, rel: 'prev' | 'next') => {
    const label = t(rel === 'prev' ? 'pagination.previous' : 'pagination.next');
    const Icon = rel === 'prev' ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {rel === 'prev' ? <Icon aria-hidden="true" /> : null}
        <Box as="span" display={{ base: 'none', md: 'inline' }}>{label}</Box>
        {rel === 'next' ? <Icon aria-hidden="true" /> : null}
      </>
    );
    if (target < 1 || target > count) {
      return <Button size={{ base: 'xs', md: 'sm' }} colorPalette="brand" variant="outline" disabled aria-label={label}>{content}</Button>;
    }
    return (
      <LinkButton size={{ base: 'xs', md: 'sm' }} colorPalette="brand" variant="outline" bg="white">
        <RouterLink to={href(target)} rel={rel} aria-label={label} onClick={onFollow}>{content}</RouterLink>
      </LinkButton>
    );
  };
  return (
    <Box as="nav" aria-label={t('pagination.label')} mt={{ base: '8', md: '12' }} data-testid="pagination">
      <HStack as="ul" listStyleType="none" gap="1" justify="center" wrap="wrap">
        <li>{step(page - 1, 'prev')}</li>
        {pageItems(page, count).map((item, i) =>
          item === 'gap' ? (
            <Box as="li" key={`gap-${i}`} aria-hidden="true" color="gray.500" px="1">…</Box>
          ) : (
            <li key={item}>
              <LinkButton size={{ base: 'xs', md: 'sm' }} colorPalette="brand" variant={item === page ? 'solid' : 'outline'} bg={item === page ? undefined : 'white'}>
                <RouterLink to={href(item)} aria-current={item === page ? 'page' : undefined} aria-label={t('pagination.page', { page: item })} onClick={onFollow}>
                  {item}
                </RouterLink>
              </LinkButton>
            </li>
          ),
        )}
        <li>{step(page + 1, 'next')}</li>
      </HStack>
      <Text textAlign="center" fontSize="sm" color="gray.600" mt="3">{t('pagination.status', { page, count })}</Text>
    </Box>
  );
}
