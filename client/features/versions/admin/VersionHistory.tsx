// The version history of a product or blog post: its versions (a page at a time), two of them compared side by side
// (the newest two until the editor picks others), and restoring one as a new version.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ExternalLink, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ShowMore } from '../../../components/admin/ShowMore';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import { AdminContentRevisionsDocument, type RevisionKind } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { useRestoreVersion } from './use-restore-version';
import { useVersionedItem } from './use-versioned-item';
import { VersionDiff } from './VersionDiff';
import { VersionTable, type VersionRow } from './VersionTable';
import { useAccess } from '../../../components/admin/use-access';
import { ReviewPanel } from '../../../components/admin/review/ReviewPanel';

/** Versions asked for at a time. */
const PAGE_SIZE = 20;

export function VersionHistory({ kind, itemId }: { kind: RevisionKind; itemId: number }) {
  const { t } = useTranslation('admin/versions');
  const listErrors = useAdminErrors('admin/lists:list');
  const item = useVersionedItem(kind, itemId);
  // A restore saves the whole version: offered to whoever may change the whole record (an author: a draft).
  const grant = useAccess().grant('restoreContentRevision');
  const restores = grant === 'yes' || (grant === 'drafts' && !!item.data?.draft);
  const list = useQuery(AdminContentRevisionsDocument, {
    variables: { kind, itemId, take: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = list.data?.contentRevisions;
  // null: the newest two (they follow new versions); otherwise the versions the editor picked, oldest pick first.
  const [picked, setPicked] = useState<number[] | null>(null);
  const selected = picked ?? (rows ?? []).slice(0, 2).map((v) => v.id);
  const restore = useRestoreVersion(kind, item.data?.slug ?? null, async () => {
    setPicked(null);
    await Promise.all([list.refetch().catch(() => undefined), item.refetch()]);
  });

  const toggle = (row: VersionRow) => {
    if (selected.includes(row.id)) setPicked(selected.filter((id) => id !== row.id));
    else setPicked([...selected, row.id].slice(-2));
  };
  const showMore = () =>
    list.fetchMore({
      variables: { skip: rows?.length ?? 0, take: PAGE_SIZE },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        contentRevisions: [...previous.contentRevisions, ...fetchMoreResult.contentRevisions],
      }),
    });
  const pair = (rows ?? []).filter((v) => selected.includes(v.id)).sort((a, b) => a.number - b.number);
  const editPath = kind === 'product' ? adminPaths.adminProduct(itemId) : adminPaths.adminBlog(itemId);
  const sitePath = item.data ? (kind === 'product' ? paths.product(item.data.slug) : paths.blogPost(item.data.slug)) : null;

  return (
    <AdminPage
      title={t('title')}
      back={editPath}
      actions={
        <>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={editPath}>
              <Pencil aria-hidden="true" />
              {t('edit')}
            </RouterLink>
          </Button>
          {sitePath ? (
            <Button asChild variant="outline" size="sm">
              <a href={sitePath} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {t('viewOnSite')}
              </a>
            </Button>
          ) : null}
        </>
      }
    >
      <Stack gap="6">
        {item.data ? (
          <Text fontSize="lg" color="gray.700" data-testid="versioned-item">
            {t(`subtitle.${kind}`, { name: item.data.name })}
          </Text>
        ) : null}
        {item.deleted ? (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{t('deleted')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <div>
          <VersionTable
            rows={rows}
            loading={list.loading}
            error={list.error && !list.data ? listErrors.describe(list.error, 'load').text : null}
            currentId={rows?.[0]?.id}
            selected={selected}
            onToggle={toggle}
            onRestore={item.data && restores ? restore.run : undefined}
            restoringId={restore.restoringId}
          />
          <ShowMore
            shown={rows?.length ?? 0}
            total={list.data?.contentRevisionCount}
            loading={list.loading}
            onMore={() => void showMore()}
          />
        </div>
        {pair.length === 2 ? (
          <VersionDiff kind={kind} olderId={pair[0].id} newerId={pair[1].id} />
        ) : rows?.length ? (
          <Text color="gray.600" role="status">
            {t('diff.pick')}
          </Text>
        ) : null}
        {/* Its review beside its versions: who asked, who answered, the notes. */}
        <ReviewPanel kind={kind === 'product' ? 'products' : 'blog'} id={itemId} status={null} />
      </Stack>
      {restore.dialog}
    </AdminPage>
  );
}
