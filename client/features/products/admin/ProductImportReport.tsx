// An import's report in the spreadsheet dialog: how many products are created, updated and left as they are, then
// either every problem by row and column, or each product that changes and what in it (the columns, by their labels,
// and the specs, by their Turkish names), before "Apply" and again after it.
import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminImportProductsMutation } from '../../../graphql/admin/graphql';

export type ImportReport = AdminImportProductsMutation['importProducts'];

/** Problems and changed products listed in full up to these counts; the rest are counted. */
const SHOWN_ERRORS = 50;
const SHOWN_CHANGES = 100;

export function ProductImportReport({ fileName, report, applied }: { fileName: string; report: ImportReport; applied: boolean }) {
  const { t } = useTranslation('admin/product');
  const changes = report.created + report.updated;
  const reason = (code: string) => t(`spreadsheet.reasons.${code}`, { defaultValue: t('spreadsheet.reasons.other', { code }) });
  return (
    <Stack gap="3">
      <Text color="gray.600" overflowWrap="anywhere">
        {t('spreadsheet.file', { name: fileName })}
      </Text>
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
        <Text as="dt" fontWeight="semibold">
          {t('spreadsheet.created')}
        </Text>
        <Text as="dd">{report.created}</Text>
        <Text as="dt" fontWeight="semibold">
          {t(applied ? 'spreadsheet.updatedDone' : 'spreadsheet.updated')}
        </Text>
        <Text as="dd">{report.updated}</Text>
        <Text as="dt" fontWeight="semibold">
          {t(applied ? 'spreadsheet.unchangedDone' : 'spreadsheet.unchanged')}
        </Text>
        <Text as="dd">{report.unchanged}</Text>
      </Box>
      {report.errors.length ? (
        <>
          <Text role="alert" color="red.700" fontWeight="semibold">
            {t('spreadsheet.errors', { count: report.errors.length })}
          </Text>
          <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60vh">
            <Table.Root size="sm">
              <Table.Caption srOnly>{t('spreadsheet.errorsCaption')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('spreadsheet.row')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('spreadsheet.column')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('spreadsheet.problem')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {report.errors.slice(0, SHOWN_ERRORS).map((e, i) => (
                  <Table.Row key={i}>
                    <Table.Cell>{e.row || '–'}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {e.field}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">{reason(e.reason)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {report.errors.length > SHOWN_ERRORS ? (
            <Text>{t('spreadsheet.moreErrors', { count: report.errors.length - SHOWN_ERRORS })}</Text>
          ) : null}
        </>
      ) : (
        <>
          <Text>
            {applied
              ? t('spreadsheet.appliedNote', { created: report.created, updated: report.updated })
              : changes
                ? t('spreadsheet.ready', { count: changes })
                : t('spreadsheet.nothing')}
          </Text>
          {report.changes.length ? <ChangeList changes={report.changes} applied={applied} /> : null}
        </>
      )}
    </Stack>
  );
}

function ChangeList({ changes, applied }: { changes: ImportReport['changes']; applied: boolean }) {
  const { t } = useTranslation('admin/product');
  const title = t(applied ? 'spreadsheet.changesDoneTitle' : 'spreadsheet.changesTitle');
  // A column's label when it is one, else the spec's own (Turkish) name.
  const label = (field: string) => t(`spreadsheet.fields.${field}`, { defaultValue: t('spreadsheet.spec', { name: field }) });
  return (
    <Stack gap="2">
      <Text as="h3" fontWeight="semibold" id="product-import-changes">
        {title}
      </Text>
      <Stack
        as="ul"
        aria-labelledby="product-import-changes"
        gap="2"
        listStyleType="none"
        maxH="50vh"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        p="2"
        tabIndex={0}
      >
        {changes.slice(0, SHOWN_CHANGES).map((c) => (
          <Stack
            as="li"
            key={c.slug}
            gap="1"
            data-testid={`import-change-${c.slug}`}
            borderBottomWidth="1px"
            pb="2"
            _last={{ borderBottomWidth: 0, pb: 0 }}
          >
            <HStack gap="2" wrap="wrap">
              <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
                {c.slug}
              </Text>
              <Badge size="sm" colorPalette={c.action === 'create' ? 'green' : 'blue'}>
                {t(`spreadsheet.${applied ? 'actionsDone' : 'actions'}.${c.action}`)}
              </Badge>
            </HStack>
            {c.fields.length ? (
              <HStack gap="1" wrap="wrap">
                <Text srOnly>{t('spreadsheet.changedFields')}:</Text>
                {c.fields.map((f) => (
                  <Badge key={f} size="sm" variant="outline" whiteSpace="normal" overflowWrap="anywhere">
                    {label(f)}
                  </Badge>
                ))}
              </HStack>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {changes.length > SHOWN_CHANGES ? <Text>{t('spreadsheet.moreChanges', { count: changes.length - SHOWN_CHANGES })}</Text> : null}
    </Stack>
  );
}
