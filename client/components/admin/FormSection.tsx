import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
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

/** A form section's own submit button (full width on a phone), with its icon and its text while the answer is awaited. */
export function SectionSubmit({
  icon: Icon,
  label,
  busyLabel,
  busy,
}: {
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  busy: boolean;
}) {
  return (
    <Box>
      <Button type="submit" colorPalette="brand" loading={busy} loadingText={busyLabel} w={{ base: 'full', md: 'auto' }}>
        <Icon size={16} aria-hidden="true" />
        {label}
      </Button>
    </Box>
  );
}
