import { Box, Button, Container, Flex, Heading, HStack, Link, SimpleGrid, Spinner, Stat, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminDashboardStatsDocument, AdminLogoutDocument } from '../../../graphql/graphql';
import { clearSession, sessionUser } from '../../../lib/session';

const COUNTERS = ['blogs', 'products', 'documents', 'applications'] as const;

export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(AdminDashboardStatsDocument, { fetchPolicy: 'network-only' });
  const unauthenticated = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  const [endSession] = useMutation(AdminLogoutDocument);

  // The server revokes the token first (an already refused one needs no call); the browser forgets it either way.
  const logout = async () => {
    if (!unauthenticated) await endSession().catch(() => undefined);
    clearSession();
    void client.clearStore();
    navigate('/admin/login', { replace: true });
  };

  useEffect(() => {
    if (unauthenticated) void logout();
  });

  return (
    <Box minH="100vh" bg="gray.50">
      <title>{`${t('dashboard.title')} | Enerji Teknoloji Admin`}</title>
      <Container maxW="6xl" py="8">
        <Flex justify="space-between" align="center" mb="8" wrap="wrap" gap="4">
          <Box>
            <Heading as="h1" size="xl">{t('dashboard.title')}</Heading>
            <Text color="gray.600">{t('dashboard.welcome', { name: sessionUser()?.username ?? '' })}</Text>
          </Box>
          <HStack>
            <Link asChild color="brand.600"><RouterLink to="/">{t('dashboard.mainSite')}</RouterLink></Link>
            <Button variant="outline" onClick={() => void logout()}>{t('dashboard.logout')}</Button>
          </HStack>
        </Flex>
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
    </Box>
  );
}
