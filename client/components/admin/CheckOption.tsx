// One choice of a list of checkboxes (a token's scopes, a webhook's events): the box, its name and a line saying more.
import { Box, chakra, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function CheckOption({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
  titleProps,
  detailProps,
}: {
  /** The form field's name and this choice's value. */
  name: string;
  value: string;
  checked: boolean;
  onChange(checked: boolean): void;
  title: ReactNode;
  detail: ReactNode;
  titleProps?: TextProps;
  detailProps?: TextProps;
}) {
  return (
    <chakra.label display="flex" gap="2" alignItems="flex-start" fontSize="sm" cursor="pointer">
      <chakra.input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        w="4"
        h="4"
        mt="0.5"
        flexShrink={0}
        accentColor="brand.600"
      />
      <Box>
        <Text as="span" display="block" {...titleProps}>
          {title}
        </Text>
        <Text as="span" display="block" color="gray.600" {...detailProps}>
          {detail}
        </Text>
      </Box>
    </chakra.label>
  );
}
