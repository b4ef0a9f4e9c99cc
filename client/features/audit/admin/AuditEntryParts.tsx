// The parts of an audit entry, shown alike in the table (wide screens) and the list of cards (phones).
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntryFieldsFragment as Entry } from '../../../graphql/admin/graphql';
import { whatHappened } from './audit-texts';

/** Colours say at a glance what kind of write it was: removals and failed sign-ins stand out. */
const ACTION_PALETTE: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  publish: 'green',
  unpublish: 'orange',
  upload: 'blue',
  login: 'gray',
  logout: 'gray',
  login_failed: 'red',
  password: 'yellow',
};

/** What happened, to which record: "Sürüm geri yüklendi", then "EA-300 · Ürün #4". */
export function EntryWhat({ entry }: { entry: Entry }) {
  const { t } = useTranslation('admin/audit');
  const type = entry.entityType ? t(`entityTypes.${entry.entityType}`, { defaultValue: entry.entityType }) : null;
  const record = [type, entry.entityId ? `#${entry.entityId}` : null].filter(Boolean).join(' ');
  return (
    <Stack gap="1" minW="0" wordBreak="break-word">
      <Flex gap="2" align="baseline" wrap="wrap">
        {/* The sentence says what was done; the colour alone tells removals and failed sign-ins at a glance. */}
        <Box
          as="span"
          aria-hidden="true"
          w="2.5"
          h="2.5"
          borderRadius="full"
          bg={`${ACTION_PALETTE[entry.action] ?? 'gray'}.500`}
          flexShrink={0}
          alignSelf="center"
        />
        <Text
          as="span"
          fontWeight="semibold"
          data-testid="audit-what"
          title={entry.operation ? t('operation', { operation: entry.operation }) : undefined}
        >
          {whatHappened(t, entry)}
        </Text>
      </Flex>
      {entry.entityName || record ? (
        <Text fontSize="sm" color="gray.700">
          {entry.entityName ? (
            <Text as="span" fontWeight="medium">
              {entry.entityName}
            </Text>
          ) : null}
          {entry.entityName && record ? ' · ' : null}
          {record ? (
            <Text as="span" color="gray.600">
              {record}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The fields the write set, by their names in the admin's language. */
export function EntryFields({ entry }: { entry: Entry }) {
  const { t } = useTranslation('admin/audit');
  // Named per record type (a product's `name` is not an application's); tests/server/audit-fields.test.ts keeps
  // every field the server can list named in both languages.
  const fieldName = (field: string) => t(`fields.${entry.entityType ?? ''}.${field}`, { defaultValue: field });
  if (!entry.fields.length)
    return (
      <Text color="gray.500" aria-hidden="true">
        {t('noFields')}
      </Text>
    );
  return (
    <Flex gap="1" wrap="wrap">
      {entry.fields.map((f) => (
        <Box as="span" key={f} fontSize="xs" bg="gray.100" px="1.5" borderRadius="sm" data-testid="audit-field">
          {fieldName(f)}
        </Box>
      ))}
    </Flex>
  );
}

/** Who (the administrator, the system, or the name a failed sign-in tried), from which address, through what. */
export function EntryWho({ entry }: { entry: Entry }) {
  const { t } = useTranslation('admin/audit');
  return (
    <Stack gap="0" minW="0">
      <Text wordBreak="break-word">
        {entry.action === 'login_failed' ? t('who.attempt', { name: entry.adminUsername ?? '' }) : (entry.adminUsername ?? t('who.system'))}
      </Text>
      <Text fontFamily="mono" fontSize="xs" color="gray.700" wordBreak="break-all">
        {entry.ip}
      </Text>
      <Text fontSize="xs" color="gray.600">
        {t(`via.${entry.via}`, { defaultValue: entry.via })}
      </Text>
    </Stack>
  );
}
