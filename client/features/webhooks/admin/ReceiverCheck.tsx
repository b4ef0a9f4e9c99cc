// How an integrator's endpoint checks a call (docs/admin.md#webhooks): the signature over the delivery id, the
// attempt's time and the body, the time's age and repeated ids, with a short Node example. Closed until asked for.
import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The check in Node, as the documentation gives it (code, so not translated). */
const EXAMPLE = `const id = req.headers['webhook-id'], timestamp = req.headers['webhook-timestamp'];
const expected = crypto.createHmac('sha256', secret)
  .update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
const signed = String(req.headers['webhook-signature'] ?? '').split(' ').some((entry) => {
  const [version, signature] = entry.split(',');
  const given = Buffer.from(signature ?? '', 'base64');
  return version === 'v1' && given.length === expected.length
    && crypto.timingSafeEqual(given, expected);
});
if (!signed || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return res.status(401).end();
if (handled.has(id)) return res.status(200).end();`;

export function ReceiverCheck() {
  const { t } = useTranslation('admin/webhooks');
  return (
    <chakra.details mb="6" maxW="3xl" borderWidth="1px" borderRadius="md" px="4" py="3" data-testid="receiver-check">
      <chakra.summary cursor="pointer" fontWeight="semibold">
        {t('receiver.title')}
      </chakra.summary>
      <Box mt="3" fontSize="sm" color="gray.700">
        <Text mb="2">{t('receiver.headers')}</Text>
        <chakra.ol ps="5" mb="3" listStyleType="decimal">
          <li>{t('receiver.signature')}</li>
          <li>{t('receiver.age')}</li>
          <li>{t('receiver.repeat')}</li>
        </chakra.ol>
        <Box
          as="pre"
          fontFamily="mono"
          fontSize="xs"
          bg="gray.50"
          borderRadius="md"
          p="3"
          overflowX="auto"
          m="0"
          tabIndex={0}
          aria-label={t('receiver.example')}
        >
          {EXAMPLE}
        </Box>
        <Text mt="2">{t('receiver.libraries')}</Text>
      </Box>
    </chakra.details>
  );
}
