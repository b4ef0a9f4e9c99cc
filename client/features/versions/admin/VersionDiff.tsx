// Two versions side by side: every field in both languages, changed rows highlighted and, within them, the words
// removed and added marked; "only changes" hides the rest.
import { Badge, Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/admin/LoadState';
import { AdminContentRevisionPairDocument, type RevisionKind } from '../../../graphql/admin/graphql';
import { snapshotRows, type DiffRow } from './snapshot-rows';
import { wordDiff, type Piece } from './text-diff';
import { useDateTime } from './use-date-time';

export function VersionDiff({ kind, olderId, newerId }: { kind: RevisionKind; olderId: number; newerId: number }) {
  const { t } = useTranslation('admin/versions');
  const when = useDateTime();
  const [onlyChanges, setOnlyChanges] = useState(false);
  const { data, loading } = useQuery(AdminContentRevisionPairDocument, { variables: { older: olderId, newer: newerId } });
  const older = data?.older;
  const newer = data?.newer;
  const rows = useMemo(
    () => (older && newer ? snapshotRows(kind, older.snapshot, newer.snapshot, t, when) : []),
    [kind, older, newer, t, when],
  );
  if (!older || !newer) return loading ? <LoadState text={t('diff.loading')} /> : <LoadState error={t('diff.failed')} />;
  const changed = rows.filter((r) => r.changed);
  const shown = onlyChanges ? changed : rows;

  return (
    <Box
      as="section"
      aria-labelledby="version-diff-title"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '3', md: '5' }}
      data-testid="version-diff"
    >
      <Flex gap="3" justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="4">
        <Heading as="h2" size="md" id="version-diff-title">
          {t('diff.heading', { older: older.number, newer: newer.number })}
        </Heading>
        <Button
          size="sm"
          variant={onlyChanges ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={onlyChanges}
          onClick={() => setOnlyChanges(!onlyChanges)}
        >
          {t('diff.onlyChanges')} ({changed.length})
        </Button>
      </Flex>
      {changed.length === 0 ? (
        <Text color="gray.600" mb="3" role="status">
          {t('diff.noDifference')}
        </Text>
      ) : null}
      <Stack gap="0" role="table" aria-labelledby="version-diff-title">
        <Grid
          role="row"
          templateColumns={{ base: '1fr 1fr', md: '11rem 1fr 1fr' }}
          gap="3"
          py="2"
          px="2"
          bg="gray.50"
          borderRadius="md"
          fontWeight="semibold"
          fontSize="sm"
        >
          <Box role="columnheader" display={{ base: 'none', md: 'block' }}>
            {t('diff.field')}
          </Box>
          <Box role="columnheader">{t('diff.older', { number: older.number })}</Box>
          <Box role="columnheader">{t('diff.newer', { number: newer.number })}</Box>
        </Grid>
        {shown.map((row) => (
          <Row key={row.key} row={row} />
        ))}
      </Stack>
    </Box>
  );
}

function Row({ row }: { row: DiffRow }) {
  const { t } = useTranslation('admin/versions');
  const pieces = useMemo(() => (row.changed ? wordDiff(row.older, row.newer) : null), [row]);
  return (
    <Grid
      role="row"
      templateColumns={{ base: '1fr 1fr', md: '11rem 1fr 1fr' }}
      gap={{ base: '2', md: '3' }}
      py="3"
      px="2"
      borderBottomWidth="1px"
      bg={row.changed ? 'yellow.50' : undefined}
      borderLeftWidth="4px"
      borderLeftColor={row.changed ? 'yellow.400' : 'transparent'}
      data-changed={row.changed || undefined}
      data-field={row.key}
    >
      <Box role="rowheader" gridColumn={{ base: '1 / -1', md: 'auto' }} fontSize="sm" fontWeight="semibold">
        {row.label}
        {row.changed ? (
          <Badge ms="2" size="sm" colorPalette="yellow">
            {t('diff.changed')}
          </Badge>
        ) : null}
      </Box>
      <Cell text={row.older} pieces={pieces?.older} />
      <Cell text={row.newer} pieces={pieces?.newer} />
    </Grid>
  );
}

function Cell({ text, pieces }: { text: string; pieces?: Piece[] }) {
  const { t } = useTranslation('admin/versions');
  if (!text)
    return (
      <Box role="cell" fontSize="sm" color="gray.500">
        {t('diff.empty')}
      </Box>
    );
  return (
    <Box role="cell" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" maxH="20rem" overflowY="auto" minW="0">
      {pieces ? pieces.map((piece, i) => <Mark key={i} piece={piece} />) : text}
    </Box>
  );
}

/** Removed words struck through in red, added ones underlined in green; screen readers hear which is which. */
function Mark({ piece }: { piece: Piece }) {
  const { t } = useTranslation('admin/versions');
  if (!piece.mark) return <>{piece.text}</>;
  const removed = piece.mark === 'removed';
  return (
    <Box
      as={removed ? 'del' : 'ins'}
      bg={removed ? 'red.100' : 'green.100'}
      color={removed ? 'red.800' : 'green.800'}
      textDecoration={removed ? 'line-through' : 'underline'}
      borderRadius="sm"
    >
      <Box as="span" srOnly>{`${t(removed ? 'diff.removed' : 'diff.added')}: `}</Box>
      {piece.text}
    </Box>
  );
}
