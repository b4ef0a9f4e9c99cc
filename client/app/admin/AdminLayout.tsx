import { Box, Button, Center, Container, Flex, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ExternalLink, LogOut, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, Navigate, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ScrollOnNavigate } from '../../components/ScrollOnNavigate';
import { paths } from '../../config/paths';
import { adminPaths } from '../../config/admin-paths';
import { AdminLogoutDocument, AdminMeDocument } from '../../graphql/admin/graphql';
import { ADMIN_NAVIGATION, navigationPath } from './admin-navigation';
import { operationGrant } from '../../../server/shared/access-policy';
import { clearSession, onSignedOut, sessionToken, sessionUser, signInState, type SignOutReason } from '../../lib/session';

/** The server refused the token: the Apollo link chain has ended the session (client/lib/apollo.ts). */
const refused = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');

/**
 * The shell of every signed-in admin screen: navigation, the signed-in user, language, logout. Without a stored
 * token it sends the visitor to the sign-in page. With one, it asks the server who is signed in before showing any
 * screen: a token it refuses (expired, revoked, forged) leads to the sign-in page, which says the session has expired,
 * as it does whenever the server refuses the token later; a logout leads there too.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin/common');
  const client = useApolloClient();
  const [endSession] = useMutation(AdminLogoutDocument);
  const token = sessionToken();
  const session = useQuery(AdminMeDocument, { skip: !token, fetchPolicy: 'network-only' });
  // One way to the sign-in page, so that what it is told (the session expired) is not lost to a second navigation.
  const [ended, setEnded] = useState<SignOutReason | null>(null);

  useEffect(
    () =>
      onSignedOut((reason) => {
        void client.clearStore();
        setEnded(reason);
      }),
    [client],
  );

  if (ended || !token) return <Navigate to={adminPaths.adminLogin()} replace state={ended ? signInState(ended) : undefined} />;
  // A server that cannot be reached says nothing of the token: the screens then show their own load errors.
  if (!session.data && (!session.error || refused(session.error))) {
    return (
      <Center minH="100vh" bg="gray.50" gap="3" role="status">
        <Spinner size="lg" color="brand.500" />
        <Text color="gray.600">{t('login.checking')}</Text>
      </Center>
    );
  }

  // Unknown only while the server cannot be reached: every entry shows, and the server refuses what is not theirs.
  const role = session.data?.me.role;

  // The server revokes the token first; the browser forgets it whatever the answer.
  const logout = async () => {
    await endSession().catch(() => undefined);
    clearSession();
  };

  return (
    <Flex minH="100vh" direction={{ base: 'column', lg: 'row' }} bg="gray.50">
      <Box as="aside" bg="brand.950" color="white" w={{ lg: '64' }} flexShrink={0} px="4" py={{ base: '3', lg: '6' }}>
        <Stack gap={{ base: '2', lg: '8' }} direction="column" align="stretch" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
          <Text fontWeight="bold" fontSize="lg">
            {t('title')}
          </Text>
          {/* On a phone the entries form one row that scrolls sideways inside the bar. */}
          <Stack
            as="nav"
            aria-label={t('nav.label')}
            direction={{ base: 'row', lg: 'column' }}
            gap="1"
            overflowX={{ base: 'auto', lg: 'visible' }}
            whiteSpace="nowrap"
            mx={{ base: '-4', lg: '0' }}
            px={{ base: '4', lg: '0' }}
            pb={{ base: '1', lg: '0' }}
          >
            {ADMIN_NAVIGATION.filter(({ needs }) => !needs || !role || operationGrant(role, needs) !== 'no').map(
              ({ route, label, icon: Icon }) => (
                <Link
                  key={route}
                  asChild
                  flexShrink={0}
                  px="3"
                  py="2"
                  borderRadius="md"
                  color="whiteAlpha.900"
                  _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
                  css={{ '&[aria-current=page]': { bg: 'brand.600', color: 'white' } }}
                >
                  <NavLink to={navigationPath(route)}>
                    <Icon size={18} aria-hidden="true" />
                    {t(label)}
                  </NavLink>
                </Link>
              ),
            )}
          </Stack>
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <Box as="header" bg="white" borderBottomWidth="1px">
          <Container maxW="6xl">
            <Flex minH="14" py="2" align="center" justify="space-between" gap="3" wrap="wrap">
              <Link asChild color="gray.600" fontSize="sm" data-testid="admin-user">
                <RouterLink to={adminPaths.adminProfile()}>
                  <UserRound size={16} aria-hidden="true" />
                  {t('signedInAs', {
                    name: session.data?.me.displayName || session.data?.me.username || sessionUser()?.username || '',
                  })}
                </RouterLink>
              </Link>
              <HStack gap="2">
                <Link asChild fontSize="sm" color="brand.700">
                  <RouterLink to={paths.home()}>
                    {t('dashboard.mainSite')} <ExternalLink size={14} aria-hidden="true" />
                  </RouterLink>
                </Link>
                <LanguageSwitcher />
                <Button variant="outline" size="sm" onClick={() => void logout()}>
                  <LogOut size={16} aria-hidden="true" />
                  {t('dashboard.logout')}
                </Button>
              </HStack>
            </Flex>
          </Container>
        </Box>
        <Box as="main">
          <ScrollOnNavigate />
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
