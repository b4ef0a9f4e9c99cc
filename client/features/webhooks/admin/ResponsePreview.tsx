import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row shows of an answer before it is opened: a line or two, so one long answer does not stretch the log. */
const SHORT_CHARS = 120;

/** The first bytes of a target's answer, as sent (monospaced, wrapped anywhere), cut short until opened. */
export function ResponsePreview({ text }: { text: string }) {
  const { t } = useTranslation('admin/webhooks');
  const [open, setOpen] = useState(false);
  const long = text.length > SHORT_CHARS;
  return (
    <Box maxW="60">
      <Box as="pre" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" m="0" data-testid="delivery-response">
        {long && !open ? `${text.slice(0, SHORT_CHARS)}…` : text}
      </Box>
      {long ? (
        <Button size="xs" variant="plain" px="0" color="brand.700" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'log.showLess' : 'log.showAll')}
        </Button>
      ) : null}
    </Box>
  );
}
