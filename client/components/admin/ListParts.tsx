// The pieces around an admin list's table: the search and filters above it, the range and pages under it, the
// empty state of a search that found nothing, and the filters most lists share (publication and English state).
import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagerNav } from './PagerNav';
import { FilterSelect, SearchBox } from './ListControls';
import { LIST_PAGE_SIZE } from './use-admin-list';
import type { ListParams } from './use-list-params';

export const STATUS_VALUES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export const ENGLISH_VALUES = ['MISSING', 'OUTDATED'] as const;

export function ListToolbar<S extends string, F extends string>({ params, children }: { params: ListParams<S, F>; children?: ReactNode }) {
  return (
    <Flex mb="4" gap="3" wrap="wrap" align="flex-end" data-testid="list-toolbar">
      <SearchBox value={params.search} onChange={params.setSearch} />
      {children}
    </Flex>
  );
}

/** The publication state filter (lists of published records). */
export function StatusFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation('admin/lists');
  const { t: tp } = useTranslation('admin/publishing');
  return (
    <FilterSelect
      label={t('filters.status')}
      name="status-filter"
      value={value}
      all={t('filters.allStatuses')}
      options={STATUS_VALUES.map((v) => ({ value: v, label: tp(`status.${v}`) }))}
      onChange={onChange}
    />
  );
}

interface FilterProps {
  value: string | null;
  onChange(value: string | null): void;
}

/** The English state filter (lists of translated records). */
export function EnglishFilter({ value, onChange }: FilterProps) {
  const { t } = useTranslation('admin/lists');
  return (
    <FilterSelect
      label={t('filters.english')}
      name="english-filter"
      value={value}
      all={t('filters.allEnglish')}
      options={[
        { value: 'MISSING', label: t('filters.englishMissing') },
        { value: 'OUTDATED', label: t('filters.englishOutdated') },
      ]}
      onChange={onChange}
    />
  );
}

/** Which records of how many the page shows, and the pages. */
export function ListFooter<S extends string, F extends string>({
  params,
  total,
  pages,
  shown,
}: {
  params: ListParams<S, F>;
  total: number | undefined;
  pages: number;
  shown: number;
}) {
  const { t } = useTranslation('admin/lists');
  if (!total || !shown) return null;
  const from = (params.page - 1) * LIST_PAGE_SIZE + 1;
  return (
    <>
      <Text mt="3" fontSize="sm" color="gray.600" data-testid="list-range">
        {t('range', { from, to: from + shown - 1, total })}
      </Text>
      <PagerNav ns="admin/lists" page={params.page} pages={pages} goTo={params.setPage} />
    </>
  );
}

/** What a list shows when it has no rows: `base` for an empty list, "no results" when a search or filter narrowed it. */
export function useListEmpty<S extends string, F extends string>(
  params: ListParams<S, F>,
  base: { title: string; description?: string; action?: ReactNode },
) {
  const { t } = useTranslation('admin/lists');
  if (!params.narrowed && params.page === 1) return base;
  // Past the last page (records deleted meanwhile, or an old link): back to the first.
  if (!params.narrowed)
    return {
      title: t('noResults.title'),
      action: (
        <Button size="sm" variant="outline" onClick={() => params.setPage(1)}>
          {t('pagination.first')}
        </Button>
      ),
    };
  return {
    title: t('noResults.title'),
    description: params.search.trim() ? t('noResults.search', { search: params.search.trim() }) : t('noResults.filters'),
    action: (
      <Button size="sm" variant="outline" onClick={params.clear}>
        {t('filters.clear')}
      </Button>
    ),
  };
}
