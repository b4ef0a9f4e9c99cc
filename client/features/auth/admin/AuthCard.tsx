// The card the pages before a sign-in are shown in (sign-in, forgotten password, invitation, reset, two-factor setup),
// with the back office's language switcher.
import { Alert, Box, Center, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** A form's submit handler: the card is then the form. */
  onSubmit?: (event: FormEvent) => void;
  /** An error shown at the top (role alert), or a notice (role status). */
  error?: string | null;
  notice?: { text: string; testId?: string; status?: 'warning' | 'success' | 'info' } | null;
  children?: ReactNode;
  /** Links under the card's content. */
  footer?: ReactNode;
  wide?: boolean;
}

export function AuthCard({ title, intro, onSubmit, error, notice, children, footer, wide }: AuthCardProps) {
  const { t } = useTranslation('admin/common');
  const body = (
    <Stack gap="5">
      <Flex gap="3" align="flex-start" justify="space-between">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {/* Before signing in too, the back office's language is the person's choice (their account's once signed in). */}
        <LanguageSwitcher />
      </Flex>
      {intro ? <Text color="gray.700">{intro}</Text> : null}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
      {notice ? (
        <Alert.Root status={notice.status ?? 'warning'} role="status" data-testid={notice.testId}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      ) : null}
      {children}
      <Stack gap="2" fontSize="sm">
        {footer}
        <Link asChild color="gray.600">
          <RouterLink to="/">{t('login.backToSite')}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
  return (
    <Center minH="100vh" bg="gray.50" px="4" py="8">
      <title>{`${title} | ${t('brandAdmin')}`}</title>
      <Box as="main" bg="white" p={{ base: '6', sm: '8' }} borderRadius="xl" shadow="md" w="full" maxW={wide ? 'lg' : 'sm'}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </Box>
    </Center>
  );
}
