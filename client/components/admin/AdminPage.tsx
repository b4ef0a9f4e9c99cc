import { Box, Button, Container, Flex, Heading, HStack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The frame of an admin screen: its title (brand + 'Admin'), heading, a back link and the screen's actions. */
export function AdminPage({ title, back, actions, children }: { title: string; back?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('admin/common');
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', md: '6' }}>
      <title>{`${title} | ${t('brandAdmin')}`}</title>
      <Flex mb="6" gap="3" align={{ base: 'flex-start', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
        <Box>
          {back ? (
            <Button asChild variant="ghost" size="sm" mb="1" ms="-2">
              <RouterLink to={back}>
                <ArrowLeft size={16} aria-hidden="true" />
                {t('page.back')}
              </RouterLink>
            </Button>
          ) : null}
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
        </Box>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </Flex>
      {children}
    </Container>
  );
}
