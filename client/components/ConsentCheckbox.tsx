import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';

export interface ConsentCheckboxProps {
  id: string;
  /** The sentence, its link to the privacy notice marked [[so]]: where the link falls differs between the languages. */
  text: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** The problem's text, shown under it and tied to the box. */
  error?: string;
  testId?: string;
}

/** The notice opens in a tab of its own: what was typed in the form stays. */
function PrivacyLink({ children }: { children: ReactNode }) {
  return (
    <Box asChild color="brand.700" textDecoration="underline" fontWeight="semibold">
      <RouterLink to={paths.privacy()} target="_blank" rel="noopener">
        {children}
      </RouterLink>
    </Box>
  );
}

/**
 * Consent to the privacy notice (KVKK), required by the forms that keep a visitor's contact details: the browser's own
 * checkbox (`consent=yes` when a form is sent without the page's script), with the notice one link away.
 */
export function ConsentCheckbox({ id, text, checked, onChange, error, testId }: ConsentCheckboxProps) {
  const [before, link = '', after = ''] = text.split(/\[\[|\]\]/);
  return (
    <Box>
      <Flex asChild gap="3" align="flex-start" cursor="pointer" lineHeight="tall">
        <label>
          <Box asChild mt="1" w="4" h="4" flexShrink={0} accentColor="brand.600">
            <input
              id={id}
              type="checkbox"
              name="consent"
              value="yes"
              required
              checked={checked}
              onChange={(e) => onChange(e.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid={testId}
            />
          </Box>
          <span>
            {before}
            <PrivacyLink>{link}</PrivacyLink>
            {after}
          </span>
        </label>
      </Flex>
      {error ? (
        <Box id={`${id}-error`} color="red.700" fontSize="sm" mt="1">
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
