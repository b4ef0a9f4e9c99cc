import { Box, Button, Container, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { ArrowRight, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MAX_COMPARED_PRODUCTS } from '../../../../server/shared/product-compare';
import { LinkButton } from '../../../components/LinkButton';
import { paths } from '../../../config/paths';
import { clearCompared, removeCompared, useCompared, useCompareNotice, type CompareNotice } from './compare-store';
import { COMPARE_NS, compareTexts } from './compare-texts';

/** How long a notice stays on screen (it stays in the live region's history for screen readers). */
const NOTICE_MS = 6000;

/** The last change made since this page showed the bar, as a toast for a while, then nothing. */
function useShownNotice(): CompareNotice | null {
  const notice = useCompareNotice();
  // Null while hydrating: a change made before the bar hydrated is still shown.
  const before = useRef(notice?.id ?? 0);
  const [shown, setShown] = useState<CompareNotice | null>(null);
  useEffect(() => {
    if (!notice || notice.id <= before.current) return;
    setShown(notice);
    const timer = setTimeout(() => setShown(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return shown;
}

/** The height of what is fixed at the bottom. */
function useHeight(shown: boolean): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return [ref, height];
}

export interface CompareBarProps {
  /**
   * On the comparison page, the products it compares: the bar is not fixed there, where it would cover the table, and
   * shows (in the page, after the table) only when the visitor's choice is not what the page compares.
   */
  comparing?: readonly string[];
}

/**
 * Fixed at the bottom of the pages where products are chosen: the products chosen for comparison, each with a remove
 * button, and the link to the comparison; above it a toast for the last change, in a live region that is always there
 * (so the first change is announced too). Nothing shows while nothing is chosen, nor on the server.
 */
export function CompareBar(props: CompareBarProps) {
  return (
    <compareTexts.Gate listed={false}>
      <Bar {...props} />
    </compareTexts.Gate>
  );
}

function Bar({ comparing }: CompareBarProps) {
  const { t } = useTranslation(COMPARE_NS);
  const list = useCompared();
  const notice = useShownNotice();
  const inPage = !!comparing;
  const shown = list.length > 0 && !(inPage && list.length === comparing.length && list.every((p) => comparing.includes(p.slug)));
  const fixed = shown && !inPage;
  const [fixedRef, height] = useHeight(fixed);
  const headingId = useId();
  // Room after the footer, so that the page's end does not hide behind the bar; what keyboard focus scrolls to stays above it.
  useEffect(() => {
    const room = fixed ? `${height}px` : '';
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
    return () => {
      document.body.style.paddingBottom = '';
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, [height, fixed]);
  const bar = shown ? (
    <Box
      as="section"
      aria-labelledby={headingId}
      pointerEvents="auto"
      bg="white"
      borderColor="gray.200"
      data-testid="compare-bar"
      {...(inPage ? { borderWidth: '1px', rounded: 'lg', mt: '8' } : { borderTopWidth: '1px', shadow: '0 -4px 16px rgba(0,0,0,0.08)' })}
    >
      <Container maxW="7xl" py="3" px={inPage ? '4' : undefined}>
        <Flex gap={{ base: '2', md: '3' }} align="center" wrap="wrap">
          <Heading as="h2" id={headingId} fontSize={{ base: 'sm', md: 'md' }} color="gray.900">
            {t('bar.title', { count: list.length, max: MAX_COMPARED_PRODUCTS })}
          </Heading>
          <Flex
            as="ul"
            gap="2"
            listStyleType="none"
            overflowX="auto"
            minW="0"
            flex={{ base: '1 1 100%', md: '1 1 0' }}
            order={{ base: 1, md: 0 }}
          >
            {list.map((product) => (
              <Flex
                as="li"
                key={product.slug}
                align="center"
                gap="1"
                flexShrink={0}
                maxW="14rem"
                bg="gray.100"
                rounded="full"
                ps="3"
                pe="1"
                py="0.5"
              >
                <Text fontSize="sm" truncate title={product.name}>
                  {product.name}
                </Text>
                <IconButton
                  size="xs"
                  variant="ghost"
                  rounded="full"
                  aria-label={t('bar.remove', { name: product.name })}
                  onClick={() => removeCompared(product.slug)}
                >
                  <X aria-hidden="true" />
                </IconButton>
              </Flex>
            ))}
          </Flex>
          {/* On a phone the title and these share the first line, the products the second: a lower bar. */}
          <Flex gap={{ base: '1', md: '2' }} align="center" ms="auto">
            <Button variant="ghost" size="sm" px={{ base: '2', md: '3' }} onClick={clearCompared}>
              {t('bar.clear')}
            </Button>
            {list.length > 1 ? (
              <LinkButton colorPalette="brand" size="sm">
                <RouterLink to={paths.compare(list.map((p) => p.slug))} data-testid="compare-link">
                  {t('bar.compare')}
                  <ArrowRight aria-hidden="true" />
                </RouterLink>
              </LinkButton>
            ) : (
              <Text fontSize="sm" color="gray.600">
                {t('bar.needTwo')}
              </Text>
            )}
          </Flex>
        </Flex>
      </Container>
    </Box>
  ) : null;
  return (
    <>
      {inPage ? bar : null}
      <Flex ref={fixedRef} direction="column" position="fixed" bottom="0" insetX="0" zIndex="sticky" pointerEvents="none">
        <Box role="status" aria-live="polite" px="4" pb="2" display="flex" justifyContent="center" data-testid="compare-notice">
          {notice ? (
            <Text bg="gray.900" color="white" px="4" py="2" rounded="md" shadow="lg" fontSize="sm" maxW="md" pointerEvents="auto">
              {t(`bar.${notice.kind}`, { name: notice.name, max: MAX_COMPARED_PRODUCTS })}
            </Text>
          ) : null}
        </Box>
        {inPage ? null : bar}
      </Flex>
    </>
  );
}
