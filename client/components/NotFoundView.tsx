import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { HttpStatus } from './Redirect';
import { Seo } from './Seo';
import { LinkButton } from './LinkButton';

export interface NotFoundViewProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  backTo: string;
  backLabel: string;
}

/** Nothing at this address: a 404 status (on the server), noindex, the texts and a way back. */
export function NotFoundView({ icon: Icon, title, description, backTo, backLabel }: NotFoundViewProps) {
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }}>
      <HttpStatus code={404} />
      <Seo title={title} description={description} noindex />
      <Stack gap="5" align="center" textAlign="center">
        <Box p="5" rounded="full" bg="brand.50" color="brand.600">
          <Icon size={48} aria-hidden="true" strokeWidth={1.5} />
        </Box>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="gray.900">
          {title}
        </Heading>
        {description ? (
          <Text color="gray.600" fontSize="lg">
            {description}
          </Text>
        ) : null}
        <LinkButton colorPalette="brand" size="lg" mt="2">
          <RouterLink to={backTo}>
            <ArrowLeft size={18} aria-hidden="true" />
            {backLabel}
          </RouterLink>
        </LinkButton>
      </Stack>
    </Container>
  );
}
