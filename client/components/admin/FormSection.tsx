import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled part of an admin form (Temel Bilgiler, Açıklamalar, Dosyalar). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={id} size="md" mb="4">
        {title}
      </Heading>
      <Stack gap="5">{children}</Stack>
    </Box>
  );
}
