import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Center, Grid, Heading, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { paths } from '../../../config/paths';
import { AdminQuoteRequestDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatZonedDateTime } from '../../../lib/format';
import { QuoteFollowUp, type Request } from './QuoteFollowUp';

/** One quote request: who asks, the products with quantities, and its follow-up (state, assignee, internal note). */
export default function QuotePage() {
  const { t } = useTranslation('admin/quotes');
  const errors = useAdminErrors('admin/quotes:quote');
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useQuery(AdminQuoteRequestDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const request = data?.quoteRequest;

  let body: ReactNode;
  if (loading && !data)
    body = (
      <Center py="16" flexDirection="column" gap="3" role="status">
        <Spinner size="lg" color="brand.500" />
        <Text color="gray.600">{t('detail.loading')}</Text>
      </Center>
    );
  else if (!request)
    body = (
      <Alert.Root status={error ? 'error' : 'warning'} role="alert" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error ? errors.describe(error, 'load').text : t('detail.notFound')}</Alert.Title>
        </Alert.Content>
        {error ? (
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('detail.retry')}
          </Button>
        ) : null}
      </Alert.Root>
    );
  else
    body = (
      <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap="5" alignItems="start">
        <Stack gap="5" minW="0">
          <Person request={request} />
          <Lines request={request} />
        </Stack>
        <QuoteFollowUp key={request.id} request={request} me={data.me} />
      </Grid>
    );

  return (
    <AdminPage title={request ? t('detail.title', { reference: request.reference }) : t('title')} back={adminPaths.adminQuotes()}>
      {body}
    </AdminPage>
  );
}

const card = { bg: 'white', borderWidth: '1px', borderRadius: 'lg', p: { base: '4', md: '6' } } as const;

function Person({ request }: { request: Request }) {
  const { t } = useTranslation('admin/quotes');
  const rows: Array<[string, ReactNode]> = request.anonymisedAt
    ? [['date', formatZonedDateTime(request.createdAt)]]
    : [
        ['fullName', request.fullName],
        ['company', request.company],
        [
          'email',
          <Link href={`mailto:${request.email}?subject=${encodeURIComponent(request.reference)}`} color="brand.700" wordBreak="break-all">
            {request.email}
          </Link>,
        ],
        ['phone', <Link href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</Link>],
        ['place', [request.country, request.city].filter(Boolean).join(', ')],
        ['language', t(`detail.languages.${request.language}`)],
        ['date', formatZonedDateTime(request.createdAt)],
        ['consent', formatZonedDateTime(request.consentAt)],
      ];
  return (
    <Stack as="section" aria-labelledby="quote-person" gap="4" {...card} data-testid="quote-person">
      <Heading as="h2" id="quote-person" fontSize="lg">
        {t('detail.person')}
      </Heading>
      {request.anonymisedAt ? (
        <Text color="gray.600">
          {t('anonymised')} ({formatZonedDateTime(request.anonymisedAt)})
        </Text>
      ) : null}
      <Grid as="dl" templateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <Box as="dt" color="gray.600" fontSize="sm" mt={{ base: '2', sm: '0' }}>
              {t(`detail.${key}`)}
            </Box>
            <Box as="dd" wordBreak="break-word">
              {value}
            </Box>
          </Fragment>
        ))}
      </Grid>
      {request.anonymisedAt ? null : (
        <Box>
          <Text as="h3" fontWeight="semibold" mb="2">
            {t('detail.message')}
          </Text>
          <Text
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            bg="gray.50"
            borderRadius="md"
            p="4"
            color={request.message ? undefined : 'gray.600'}
          >
            {request.message || t('detail.noMessage')}
          </Text>
        </Box>
      )}
      {request.downloads.length ? (
        <Box>
          <Text as="h3" fontWeight="semibold" mb="2">
            {t('detail.downloads')}
          </Text>
          <Stack as="ul" gap="1" ps="5">
            {request.downloads.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

function Lines({ request }: { request: Request }) {
  const { t } = useTranslation('admin/quotes');
  return (
    <Stack gap="4" {...card}>
      <Heading as="h2" id="quote-lines" fontSize="lg">
        {t('detail.lines')}
      </Heading>
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="quote-lines">
        <Table.Root size="sm" minW="34rem" data-testid="quote-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('detail.product')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('detail.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.note')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('detail.datasheet')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {request.lines.map((line) => (
              <Table.Row key={line.productSlug}>
                <Table.Cell>
                  <Link href={paths.product(line.productSlug)} target="_blank" rel="noopener" color="brand.700" fontWeight="medium">
                    {line.productName}
                  </Link>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {line.quantity.toLocaleString()}
                </Table.Cell>
                <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
                  {line.note}
                </Table.Cell>
                <Table.Cell>
                  {line.datasheetUrl ? (
                    <Link href={line.datasheetUrl} color="brand.700" overflowWrap="anywhere">
                      {line.datasheetName}
                    </Link>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
