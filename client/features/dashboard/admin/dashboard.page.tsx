import { Box, Container, Heading, SimpleGrid, Spinner, Stat, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminDashboardStatsDocument } from '../../../graphql/graphql';
import { sessionUser } from '../../../lib/session';

const COUNTERS = ['blogs', 'products', 'documents', 'applications'] as const;

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const { data, loading } = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'network-only' });
  return (
    <Container maxW="6xl" py="8">
      <title>{`${t('dashboard.title')} | ${t('brandAdmin')}`}</title>
      <Box mb="8">
        <Heading as="h1" size="xl">{t('dashboard.title')}</Heading>
        <Text color="gray.600">{t('dashboard.welcome', { name: sessionUser()?.username ?? '' })}</Text>
      </Box>
      {loading ? <Spinner /> : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {COUNTERS.map((key) => (
            <Stat.Root key={key} bg="white" p="5" borderRadius="lg" shadow="sm">
              <Stat.Label>{t(`dashboard.${key}`)}</Stat.Label>
              <Stat.ValueText data-testid={`count-${key}`}>{data?.dashboardStats[key] ?? '–'}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
